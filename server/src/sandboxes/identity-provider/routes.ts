import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../openapi/schema.gen';
import { missingSessionPage, sessionPage } from './pages';
import type { IdentitySandbox, Outcome } from './sandbox';

type Identity = components['schemas']['VerifiedIdentity'];

const OUTCOMES: ReadonlySet<string> = new Set<Outcome>(['succeed', 'slow', 'fail', 'abandon']);
const DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'passport',
  'id_card',
  'residence_permit',
  'eid',
]);

/** The form's identity, or null when a field is missing or malformed (the page asks again). */
function identityFrom(form: Record<string, string>): Identity | null {
  const text = (name: string, max: number) => {
    const value = (form[name] ?? '').trim();
    return value.length > 0 && value.length <= max ? value : null;
  };
  const firstName = text('firstName', 100);
  const lastName = text('lastName', 100);
  const birthDate = /^\d{4}-\d{2}-\d{2}$/.test(form.birthDate ?? '') ? form.birthDate! : null;
  const nationality = /^[A-Z]{2}$/.test(form.nationality ?? '') ? form.nationality! : null;
  const documentType = DOCUMENT_TYPES.has(form.documentType ?? '') ? form.documentType : null;
  const documentNumber = text('documentNumber', 40);
  if (!firstName || !lastName || !birthDate || !nationality || !documentType || !documentNumber) {
    return null;
  }
  return {
    firstName,
    lastName,
    birthDate,
    nationality,
    documentType: documentType as Identity['documentType'],
    documentNumber,
  };
}

/** The sandbox provider's hosted pages (its own small site, not part of our API). */
export default async function sandboxRoutes(
  app: FastifyInstance,
  { sandbox }: { sandbox: IdentitySandbox },
) {
  // The provider's form posts like any HTML form; the standard URL parser reads it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

  app.get<{ Params: { reference: string } }>(
    '/sandbox/identification/:reference',
    async (request, reply) => {
      const session = sandbox.session(request.params.reference);
      if (!session || session.finished)
        return reply.code(404).headers(html).send(missingSessionPage());
      sandbox.open(session);
      return reply.headers(html).send(sessionPage(session));
    },
  );

  app.post<{ Params: { reference: string }; Body: Record<string, string> }>(
    '/sandbox/identification/:reference',
    async (request, reply) => {
      const session = sandbox.session(request.params.reference);
      if (!session || session.finished)
        return reply.code(404).headers(html).send(missingSessionPage());
      const form = request.body ?? {};
      const outcome = OUTCOMES.has(form.outcome ?? '') ? (form.outcome as Outcome) : null;
      const identity = identityFrom(form);
      if (!outcome || (outcome !== 'abandon' && !identity)) {
        return reply.code(400).headers(html).send(sessionPage(session));
      }
      const back = sandbox.finish(session, outcome, identity);
      return reply.code(303).header('location', back).send();
    },
  );
}
