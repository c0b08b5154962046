import { and, desc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { identifications, type IdentificationRow } from '../../db/schema';
import { DomainError } from '../errors';
import { newId } from '../ids';
import type { IdentificationContext } from './context';
import { coverageFor } from './coverage';
import {
  PROVIDERS,
  holdsLevel,
  isOffered,
  levelOf,
  offeredMethods,
  type Method,
  type Provider,
} from './methods';
import { isRunning, toState } from './state';
import { readSubject, subjectColumn, subjectOf, type Subject } from './subject';

type Schemas = components['schemas'];
type State = Schemas['IdentificationState'];

interface Chosen {
  provider: Provider;
  method: Method;
}

/** The request an identification is for: a guest's is always the one of the link. */
function requestOf(subject: Subject, requested: string | undefined): string | undefined {
  return subject.audience === 'guest' ? subject.requestId : requested;
}

/** What the caller may start, by legislation; a request they sign may be paid by its sender. */
export async function listMethods(
  context: IdentificationContext,
  signatureRequestId: string | undefined,
): Promise<Schemas['IdentificationMethods']> {
  const subject = subjectOf(context.caller);
  const covered = await coverageFor(context, requestOf(subject, signatureRequestId));
  return offeredMethods(covered, subject.audience);
}

export async function identificationPayment(
  context: IdentificationContext,
  requestId: string,
): Promise<Schemas['IdentificationPayment']> {
  return { covered: await coverageFor(context, requestId) };
}

// Where the provider sends the person back when the web app did not say.
function defaultReturnPath(subject: Subject, provider: Provider): string {
  if (subject.audience === 'account') return '/profile/signature-standards';
  const legislation = PROVIDERS[provider].legislation.toLowerCase();
  return `/direct-sign/identification/${legislation}?sr=${encodeURIComponent(subject.requestId)}`;
}

const withQuery = (path: string, name: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

async function latest(
  context: IdentificationContext,
  subject: Subject,
  { provider, method }: Chosen,
): Promise<IdentificationRow | undefined> {
  const [row] = await context.db
    .select()
    .from(identifications)
    .where(
      and(
        subjectColumn(subject),
        eq(identifications.provider, provider),
        eq(identifications.method, method),
      ),
    )
    .orderBy(desc(identifications.createdAt))
    .limit(1);
  return row;
}

/**
 * Starts an identification with the provider, or answers the one already running for the same
 * method (a double click or a second tab must not open two paid transactions).
 */
export async function startIdentification(
  context: IdentificationContext,
  { provider, method, start }: Chosen & { start: Schemas['IdentificationStart'] },
): Promise<State> {
  const level = levelOf(provider, method);
  if (!level) throw new DomainError('NOT_FOUND', `${provider} has no ${method} identification`);
  const subject = subjectOf(context.caller);
  const requestId = requestOf(subject, start.signatureRequestId);
  const offered = offeredMethods(await coverageFor(context, requestId), subject.audience);
  if (!isOffered(offered, provider, method)) {
    throw new DomainError(
      'IDENTIFICATION_METHOD_NOT_OFFERED',
      'This identification method is not offered to you',
    );
  }
  const { legislation } = PROVIDERS[provider];
  const record = await readSubject(context, subject);
  if (holdsLevel(record.qualities, legislation, level)) {
    throw new DomainError('ALREADY_IDENTIFIED', 'You already hold this signature standard');
  }
  const running = await latest(context, subject, { provider, method });
  if (running && isRunning(running, context.now)) return toState(running, context.now);

  const id = newId('idn');
  const returnPath = start.returnPath ?? defaultReturnPath(subject, provider);
  const started = await context.identity.provider(provider).start({
    provider,
    method,
    person: record.person,
    returnUrl: context.mail.link(withQuery(returnPath, 'identification', id)),
    now: context.now,
  });
  const [row] = await context.db
    .insert(identifications)
    .values({
      id,
      userId: subject.audience === 'account' ? subject.userId : null,
      signatureId: subject.audience === 'guest' ? subject.signatureId : null,
      requestId: requestId ?? null,
      provider,
      method,
      legislation,
      level,
      status: 'initialized',
      reference: started.reference,
      url: started.url,
      expiresAt: started.expiresAt,
      createdAt: context.now,
      updatedAt: context.now,
    })
    .returning();
  return toState(row!, context.now);
}

export async function getIdentification(
  context: IdentificationContext,
  chosen: Chosen,
): Promise<State> {
  const row = await latest(context, subjectOf(context.caller), chosen);
  if (!row) throw new DomainError('NOT_FOUND', 'No identification with this method');
  return toState(row, context.now);
}

/** Stops a running identification: it fails as aborted, and the provider ends it too. */
export async function cancelIdentification(
  context: IdentificationContext,
  chosen: Chosen,
): Promise<void> {
  const row = await latest(context, subjectOf(context.caller), chosen);
  if (!row) throw new DomainError('NOT_FOUND', 'No identification with this method');
  if (!isRunning(row, context.now)) {
    throw new DomainError('INVALID_STATE', 'This identification has already finished');
  }
  await context.db
    .update(identifications)
    .set({ status: 'failure', failureReason: 'aborted', updatedAt: context.now })
    .where(eq(identifications.id, row.id));
  await context.identity.provider(chosen.provider).cancel(row.reference);
}
