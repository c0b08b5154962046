import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { identifications, type IdentificationRow } from '../../db/schema';
import { DomainError } from '../errors';
import { newId } from '../ids';
import type { IdentificationContext } from './context';
import { coverageFor } from './coverage';
import {
  PROVIDERS,
  coversProvider,
  holdsLevel,
  isOffered,
  levelOf,
  offeredMethods,
  type Coverage,
  type Method,
  type Provider,
} from './methods';
import { reportedToOf } from './reported-to';
import { isRunning, toState } from './state';
import {
  readSubject,
  subjectColumn,
  subjectColumns,
  subjectKey,
  subjectOf,
  type Subject,
} from './subject';

type Schemas = components['schemas'];
type State = Schemas['IdentificationState'];
type Services = Pick<IdentificationContext, 'db' | 'mail' | 'now' | 'identity'>;

export interface Chosen {
  provider: Provider;
  method: Method;
}

/** The request an identification is for: a guest's is always the one of the link. */
function requestOf(subject: Subject, requested: string | undefined): string | undefined {
  if (subject.audience === 'guest') return subject.requestId;
  return subject.audience === 'account' ? requested : undefined;
}

/** What the caller may start, by legislation; a request they sign may be paid by its business. */
export async function listMethods(
  context: IdentificationContext,
  signatureRequestId: string | undefined,
): Promise<Schemas['IdentificationMethods']> {
  const subject = subjectOf(context.caller);
  const coverage = await coverageFor(context, requestOf(subject, signatureRequestId));
  return offeredMethods(coverage, subject.audience);
}

export async function identificationPayment(
  context: IdentificationContext,
  requestId: string,
): Promise<Schemas['IdentificationPayment']> {
  // Covered when the business pays under at least one legislation (the methods say which).
  const coverage = await coverageFor(context, requestId);
  return { covered: coverage.eidas || coverage.zertes };
}

// Where the provider sends the person back when the web app did not say.
function defaultReturnPath(subject: Subject, provider: Provider): string {
  if (subject.audience === 'account') return '/profile/signature-standards';
  if (subject.audience === 'visitor') return '/signup/flows/eidplus/confirm';
  const legislation = PROVIDERS[provider].legislation.toLowerCase();
  return `/direct-sign/identification/${legislation}?sr=${encodeURIComponent(subject.requestId)}`;
}

// Identification starts take turns per subject and method: an advisory lock in a key space of
// its own (the two-key form never meets the one-key locks of jobs and migrations).
const START_LOCK_SPACE = 7_236_053;
const startLockName = (subject: Subject, { provider, method }: Chosen) =>
  `${subjectKey(subject)}:${provider}:${method}`;

const withQuery = (path: string, name: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

export async function latestIdentification(
  { db }: Pick<Services, 'db'>,
  { subject, provider, method }: Chosen & { subject: Subject },
): Promise<IdentificationRow | undefined> {
  const [row] = await db
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
 * Starts an identification of `subject` with the provider, or answers the one already running
 * for the same method (a double click or a second tab must not open two paid transactions).
 */
export async function startIdentificationFor(
  context: Services,
  {
    subject,
    provider,
    method,
    coverage,
    requestId,
    returnPath,
  }: Chosen & { subject: Subject; coverage: Coverage; requestId?: string; returnPath?: string },
): Promise<State> {
  const level = levelOf(provider, method);
  if (!level) throw new DomainError('NOT_FOUND', `${provider} has no ${method} identification`);
  if (!isOffered(offeredMethods(coverage, subject.audience), provider, method)) {
    throw new DomainError(
      'IDENTIFICATION_METHOD_NOT_OFFERED',
      'This identification method is not offered to you',
    );
  }
  const { legislation } = PROVIDERS[provider];
  // Two starts at once (a double click, a second tab) take turns, so the second finds the
  // transaction the first opened instead of opening another. The provider is asked while the
  // turn is held: the sandbox answers at once, and a real provider runs on PostgreSQL, where
  // the lock holds up only this subject's starts of this method.
  return context.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${START_LOCK_SPACE}, hashtext(${startLockName(subject, { provider, method })}))`,
    );
    const record = await readSubject({ db: tx }, subject);
    if (holdsLevel(record.qualities, legislation, level)) {
      throw new DomainError('ALREADY_IDENTIFIED', 'You already hold this signature standard');
    }
    const running = await latestIdentification({ db: tx }, { subject, provider, method });
    if (running && isRunning(running, context.now)) return toState(running, context.now);

    const id = newId('idn');
    const back = returnPath ?? defaultReturnPath(subject, provider);
    const reported = await reportedToOf(tx, {
      subject,
      requestId,
      covered: coversProvider(coverage, provider),
    });
    const started = await context.identity.provider(provider).start({
      provider,
      method,
      person: record.person,
      returnUrl: context.mail.link(withQuery(back, 'identification', id)),
      now: context.now,
    });
    const [row] = await tx
      .insert(identifications)
      .values({
        id,
        ...subjectColumns(subject),
        requestId: requestId ?? null,
        ...reported,
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
  });
}

/** The caller (an account holder or a guest) starts an identification. */
export async function startIdentification(
  context: IdentificationContext,
  { provider, method, start }: Chosen & { start: Schemas['IdentificationStart'] },
): Promise<State> {
  const subject = subjectOf(context.caller);
  const requestId = requestOf(subject, start.signatureRequestId);
  return startIdentificationFor(context, {
    subject,
    provider,
    method,
    coverage: await coverageFor(context, requestId),
    requestId,
    returnPath: start.returnPath,
  });
}

export async function getIdentificationOf(
  context: Pick<Services, 'db' | 'now'>,
  identification: Chosen & { subject: Subject },
): Promise<State> {
  const row = await latestIdentification(context, identification);
  if (!row) throw new DomainError('NOT_FOUND', 'No identification with this method');
  return toState(row, context.now);
}

export const getIdentification = (context: IdentificationContext, chosen: Chosen) =>
  getIdentificationOf(context, { subject: subjectOf(context.caller), ...chosen });

/** Stops a running identification: it fails as aborted, and the provider ends it too. */
export async function cancelIdentification(
  context: IdentificationContext,
  chosen: Chosen,
): Promise<void> {
  const row = await latestIdentification(context, {
    subject: subjectOf(context.caller),
    ...chosen,
  });
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
