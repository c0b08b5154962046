import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  requestEvents,
  signatureRequests,
  signatures,
  users,
  type RequestEventRow,
} from '../../db/schema';
import { newId } from '../ids';
import type { RequestContext } from './context';

type Schemas = components['schemas'];

export type RequestEventType = RequestEventRow['type'];

/** Who did something, from where: every event records it. */
export interface Actor {
  userId: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface NewEvent {
  type: RequestEventType;
  actor: Actor;
  signatureId?: string | null;
  message?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Events that record a look or a nudge, not a change: they leave the request's "last change"
 * (`updated_at`) where it was. Every other event — a signature, a decline, a withdrawal, a
 * signer, observer, document or attachment added or removed, an edit, a claim, completion —
 * moves it.
 */
const NOT_A_CHANGE: ReadonlySet<RequestEventType> = new Set(['VIEWED', 'DOWNLOADED', 'REMINDED']);

/** The hash before the first event of a request. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level, so a row hashes the same after a jsonb round trip. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

// The business an event is reported to is an index key, not content: the hash leaves it out.
type HashedFields = Omit<RequestEventRow, 'hash' | 'businessId'>;

/** The hash of an event's content chained to the previous event's hash. */
export function eventHash(event: HashedFields): string {
  const content = canonicalJson({
    id: event.id,
    requestId: event.requestId,
    seq: event.seq,
    type: event.type,
    at: event.at.toISOString(),
    actorEmail: event.actorEmail,
    actorUserId: event.actorUserId,
    signatureId: event.signatureId,
    message: event.message,
    ip: event.ip,
    userAgent: event.userAgent,
    data: event.data,
  });
  return createHash('sha256').update(`${event.prevHash}\n${content}`).digest('hex');
}

/**
 * Appends an event to a request's trail. Call it inside the transaction that makes the change,
 * so the change and its record commit together; the request row is locked so two appends
 * cannot both take the same place in the chain. An event that is a change moves the request's
 * `updated_at` to its time (never backwards: a seed may date events before the last change).
 */
export async function appendEvent(
  tx: Db,
  { requestId, event, at }: { requestId: string; event: NewEvent; at: Date },
): Promise<RequestEventRow> {
  const [request] = await tx
    .select({ businessId: signatureRequests.businessId })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId))
    .for('update');
  const [last] = await tx
    .select({ seq: requestEvents.seq, hash: requestEvents.hash })
    .from(requestEvents)
    .where(eq(requestEvents.requestId, requestId))
    .orderBy(desc(requestEvents.seq))
    .limit(1);
  const fields: HashedFields = {
    id: newId('ev'),
    requestId,
    seq: (last?.seq ?? 0) + 1,
    type: event.type,
    at,
    actorEmail: event.actor.email,
    actorUserId: event.actor.userId,
    signatureId: event.signatureId ?? null,
    message: event.message ?? null,
    ip: event.actor.ip,
    userAgent: event.actor.userAgent?.slice(0, 512) ?? null,
    data: event.data ?? {},
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const row = { ...fields, hash: eventHash(fields), businessId: request?.businessId ?? null };
  await tx.insert(requestEvents).values(row);
  if (!NOT_A_CHANGE.has(event.type)) {
    await tx
      .update(signatureRequests)
      .set({ updatedAt: at })
      .where(and(eq(signatureRequests.id, requestId), lt(signatureRequests.updatedAt, at)));
  }
  return row;
}

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').slice(0, 257) || undefined;

/**
 * The names of the events' actors where known, by event id: the account's name, else the name
 * the sender gave the signer the event belongs to (or whose address acted). Observers carry no
 * name on a request, so an observer without an account stays an address.
 */
export async function actorNames(
  { db }: Pick<RequestContext, 'db'>,
  { requestId, events }: { requestId: string; events: RequestEventRow[] },
): Promise<Map<string, string>> {
  const userIds = [...new Set(events.flatMap((event) => event.actorUserId ?? []))];
  const [accounts, signers] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    db
      .select({
        id: signatures.id,
        email: signatures.email,
        firstName: signatures.firstName,
        lastName: signatures.lastName,
      })
      .from(signatures)
      .where(eq(signatures.requestId, requestId)),
  ]);
  const byUser = new Map(accounts.map((account) => [account.id, fullName(account)]));
  const names = new Map<string, string>();
  for (const event of events) {
    if (!event.actorEmail && !event.actorUserId) continue;
    const email = event.actorEmail?.toLowerCase();
    const signer =
      signers.find((row) => row.id === event.signatureId && row.email.toLowerCase() === email) ??
      signers.find((row) => row.email.toLowerCase() === email);
    const name =
      (event.actorUserId ? byUser.get(event.actorUserId) : undefined) ??
      (signer ? fullName(signer) : undefined);
    if (name) names.set(event.id, name);
  }
  return names;
}

export async function listEvents(
  { db }: Pick<RequestContext, 'db'>,
  requestId: string,
): Promise<RequestEventRow[]> {
  return db
    .select()
    .from(requestEvents)
    .where(eq(requestEvents.requestId, requestId))
    .orderBy(asc(requestEvents.seq));
}

export interface ChainCheck {
  intact: boolean;
  /** The first event that does not fit the chain (edited, inserted or after a deletion). */
  brokenAt?: number;
}

/** Recomputes every hash of a request's trail: any edit, insertion or deletion shows. */
export function verifyChain(events: RequestEventRow[]): ChainCheck {
  let previous = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    const { hash, ...fields } = event;
    if (event.seq !== index + 1 || event.prevHash !== previous || eventHash(fields) !== hash) {
      return { intact: false, brokenAt: event.seq };
    }
    previous = hash;
  }
  return { intact: true };
}

/**
 * The chain's verification as the contract and the protocol show it, with the stored head hash
 * an outside party keeps to notice a later rewrite of the whole chain.
 */
export function auditTrailVerification(
  events: RequestEventRow[],
  verifiedAt: Date,
): Schemas['AuditTrailVerification'] {
  const { intact, brokenAt } = verifyChain(events);
  return {
    valid: intact,
    event_count: events.length,
    head_hash: events.at(-1)?.hash ?? GENESIS_HASH,
    ...(intact ? {} : { first_invalid_seq: brokenAt }),
    verified_at: verifiedAt.toISOString(),
  };
}

export async function verifyAuditTrail(
  { db }: Pick<RequestContext, 'db'>,
  requestId: string,
): Promise<ChainCheck> {
  return verifyChain(await listEvents({ db }, requestId));
}
