import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkCardForm, type CardForm } from './cards';
import {
  authenticatePage,
  clockPage,
  invoicePage,
  invoicingPage,
  missingPage,
  portalPage,
  savedPage,
  setupPage,
} from './pages';
import type { PaymentSandbox } from './sandbox';

type Form = Record<string, string | undefined>;
const MAX_DAYS = 3660;

/** Days to move the clock: a number (JSON) or a numeric string (form), within (0, 10 years]. */
function daysFrom(value: unknown): number | null {
  const days = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof days === 'number' && Number.isFinite(days) && days > 0 && days <= MAX_DAYS
    ? days
    : null;
}

/** The sandbox processor's own small site under /sandbox/payments (not part of our API). */
export default async function sandboxRoutes(
  app: FastifyInstance,
  { sandbox }: { sandbox: PaymentSandbox },
) {
  // The processor's forms post like any HTML form; the standard URL parser reads them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  const send = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).headers(html).send(body);
  const notFound = (reply: FastifyReply, what?: string) => send(reply, 404, missingPage(what));

  // ---- the card page of a setup intent ------------------------------------------------------

  app.get<{ Params: { id: string }; Querystring: { client_secret?: string } }>(
    '/sandbox/payments/setup/:id',
    async (request, reply) => {
      const clientSecret = request.query.client_secret ?? '';
      const found = await sandbox.setupPage(request.params.id, clientSecret);
      if (!found) return notFound(reply, 'This card page');
      const { intent } = found;
      if (intent.data.status === 'succeeded') {
        return send(reply, 200, savedPage(sandbox.returnUrl(intent, 'succeeded')));
      }
      if (intent.data.status === 'canceled') return notFound(reply, 'This card page');
      return send(reply, 200, setupPage({ clientSecret }));
    },
  );

  app.post<{ Params: { id: string }; Body: Form }>(
    '/sandbox/payments/setup/:id',
    async (request, reply) => {
      const body = request.body ?? {};
      const clientSecret = body.client_secret ?? '';
      const found = await sandbox.setupPage(request.params.id, clientSecret);
      if (!found || found.intent.data.status === 'succeeded') {
        return notFound(reply, 'This card page');
      }
      const form: CardForm = {
        number: body.number ?? '',
        expiry: body.expiry ?? '',
        cvc: body.cvc ?? '',
        name: body.name ?? '',
      };
      const checked = checkCardForm(form, found.at);
      if ('errors' in checked) {
        return send(reply, 400, setupPage({ clientSecret, form, errors: checked.errors }));
      }
      const outcome = await sandbox.confirmSetup(request.params.id, clientSecret, checked.card);
      if (!outcome) return notFound(reply, 'This card page');
      if (outcome.status === 'declined') {
        return send(reply, 402, setupPage({ clientSecret, form, declined: outcome.message }));
      }
      if (outcome.status === 'requires_action') {
        const next = `/sandbox/payments/setup/${encodeURIComponent(request.params.id)}/authenticate?client_secret=${encodeURIComponent(clientSecret)}`;
        return reply.code(303).header('location', next).send();
      }
      return reply.code(303).header('location', outcome.returnTo).send();
    },
  );

  app.get<{ Params: { id: string }; Querystring: { client_secret?: string } }>(
    '/sandbox/payments/setup/:id/authenticate',
    async (request, reply) => {
      const clientSecret = request.query.client_secret ?? '';
      const found = await sandbox.setupPage(request.params.id, clientSecret);
      if (!found?.awaitingAuthentication) return notFound(reply, 'This authentication');
      return send(reply, 200, authenticatePage(clientSecret));
    },
  );

  app.post<{ Params: { id: string }; Body: Form }>(
    '/sandbox/payments/setup/:id/authenticate',
    async (request, reply) => {
      const body = request.body ?? {};
      const outcome = body.outcome;
      const clientSecret = body.client_secret ?? '';
      if (outcome !== 'complete' && outcome !== 'fail') {
        return send(reply, 400, authenticatePage(clientSecret));
      }
      const found = await sandbox.setupPage(request.params.id, clientSecret);
      const back = found?.awaitingAuthentication
        ? await sandbox.authenticateSetup(request.params.id, clientSecret, outcome === 'complete')
        : null;
      if (!back) return notFound(reply, 'This authentication');
      return reply.code(303).header('location', back).send();
    },
  );

  // ---- portals and invoices -----------------------------------------------------------------

  app.get<{ Params: { session: string } }>(
    '/sandbox/payments/portal/:session',
    async (request, reply) => {
      const portal = await sandbox.portalPage(request.params.session);
      if (!portal?.customer) return notFound(reply, 'This billing session');
      return send(
        reply,
        200,
        portalPage({
          sessionId: portal.session.id,
          name: portal.customer.data.name,
          card: portal.card,
          invoices: portal.invoices,
          returnUrl: portal.session.data.returnUrl,
        }),
      );
    },
  );

  app.post<{ Params: { session: string } }>(
    '/sandbox/payments/portal/:session/card',
    async (request, reply) => {
      const next = await sandbox.replaceCard(request.params.session);
      if (!next) return notFound(reply, 'This billing session');
      return reply.code(303).header('location', next).send();
    },
  );

  app.get<{ Params: { id: string } }>('/sandbox/payments/invoices/:id', async (request, reply) => {
    const found = await sandbox.invoicePage(request.params.id);
    if (!found) return notFound(reply, 'This invoice');
    return send(reply, 200, invoicePage({ invoice: found.invoice, customer: found.customer.data }));
  });

  app.get<{ Params: { session: string } }>(
    '/sandbox/payments/invoicing/:session',
    async (request, reply) => {
      const portal = await sandbox.portalPage(request.params.session);
      const data = portal?.session.data;
      if (!data || data.purpose !== 'invoicing') return notFound(reply, 'This invoicing session');
      return send(
        reply,
        200,
        invoicingPage({
          businessId: data.businessId ?? '',
          email: data.email ?? '',
          returnUrl: data.returnUrl,
        }),
      );
    },
  );

  // ---- the test clock -------------------------------------------------------------------------

  app.get('/sandbox/payments/clock', async (_request, reply) => send(reply, 200, clockPage()));

  app.post<{ Body: Record<string, unknown> }>('/sandbox/payments/clock', async (request, reply) => {
    const fromForm = request.headers['content-type']?.startsWith(
      'application/x-www-form-urlencoded',
    );
    const { customerId, email } = request.body ?? {};
    const days = daysFrom(request.body?.days);
    const refuse = (status: number, error: string) =>
      fromForm ? send(reply, status, clockPage({ error })) : reply.code(status).send({ error });
    if (days === null) return refuse(400, `Days must be a number above 0 and at most ${MAX_DAYS}.`);
    const moved =
      typeof customerId === 'string' && customerId
        ? await sandbox.advanceClock(customerId, days).catch(() => null)
        : typeof email === 'string' && email
          ? await sandbox.advanceClockByEmail(email, days)
          : null;
    if (!moved) return refuse(404, 'No customer has this e-mail or id.');
    return fromForm
      ? send(reply, 200, clockPage({ now: moved.now }))
      : { now: moved.now.toISOString() };
  });
}
