import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { identifications, webhookEvents, type IdentificationRow } from '../../db/schema';
import { DomainError } from '../errors';
import { grantIdentification, sameIdentity, sameName } from './grant';
import type { Provider } from './methods';
import { readSubject, type Subject } from './subject';

type Schemas = components['schemas'];
type Event = Schemas['IdentificationWebhookEvent'];
type Status = Schemas['IdentificationStatus'];

interface Change {
  status?: Status;
  failureReason?: Schemas['IdentificationFailure'];
  identity?: Schemas['VerifiedIdentity'];
  nameMismatch?: boolean;
  certificateReady?: true;
}

/**
 * The state each event may follow. Anything else is out of order (a late "started" after the
 * result, a certificate before the identity) and is ignored: it changes nothing.
 */
const FOLLOWS: Record<Event['type'], (row: IdentificationRow) => boolean> = {
  'identification.started': (row) => row.status === 'initialized' || row.status === 'unknown',
  'identification.succeeded': (row) =>
    ['initialized', 'unknown', 'inprogress'].includes(row.status),
  'identification.failed': (row) => ['initialized', 'unknown', 'inprogress'].includes(row.status),
  'certificate.ready': (row) => row.status === 'success' && !row.certificateReady,
};

/** The account or guest an identification is for; null for an eID+ sign-up (no one yet). */
function holderOf(row: IdentificationRow): Exclude<Subject, { audience: 'visitor' }> | null {
  if (row.userId) return { audience: 'account', userId: row.userId };
  if (row.signatureId) {
    return { audience: 'guest', signatureId: row.signatureId, requestId: row.requestId ?? '' };
  }
  return null;
}

async function changeFor(tx: Db, row: IdentificationRow, event: Event): Promise<Change> {
  switch (event.type) {
    case 'identification.started':
      return { status: 'inprogress' };
    case 'identification.failed':
      return { status: 'failure', failureReason: event.data.reason ?? 'rejected' };
    case 'certificate.ready':
      return { certificateReady: true };
    case 'identification.succeeded': {
      const identity = event.data.identity;
      if (!identity) throw new DomainError('VALIDATION_FAILED', 'A success names the identity');
      const holder = holderOf(row);
      // A sign-up has no account yet: register creates it with this identity.
      if (!holder) return { status: 'success', identity, nameMismatch: false };
      const subject = await readSubject({ db: tx }, holder);
      // An account is bound to one person: a second identification must be that person.
      if (subject.identity && !sameIdentity(subject.identity, identity)) {
        return { status: 'failure', failureReason: 'identity_mismatch', identity };
      }
      const { firstName, lastName } = subject.person;
      // A guest invited by address alone had no name to differ from.
      const hadName = Boolean(firstName.trim() || lastName.trim());
      const nameMismatch = hadName && !sameName(subject.person, identity);
      return { status: 'success', identity, nameMismatch };
    }
  }
}

/**
 * Applies one provider event, once: the event id is recorded in the same transaction as its
 * effect, so a second delivery finds it and changes nothing. Unknown transactions are not
 * found; events that do not follow the state are ignored (and not recorded, so a provider
 * that sends them again in the right order still gets them applied).
 */
export async function applyProviderEvent(
  context: { db: Db; now: Date },
  { provider, event }: { provider: Provider; event: Event },
): Promise<{ applied: boolean }> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identifications)
      .where(
        and(
          eq(identifications.provider, provider),
          eq(identifications.reference, event.data.reference),
        ),
      )
      .for('update');
    if (!row) throw new DomainError('NOT_FOUND', 'Unknown transaction');
    const [seen] = await tx
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, event.id)));
    if (seen || !FOLLOWS[event.type](row)) return { applied: false };

    const change = await changeFor(tx, row, event);
    await tx.insert(webhookEvents).values({ provider, eventId: event.id, receivedAt: context.now });
    await tx
      .update(identifications)
      .set({ ...change, updatedAt: context.now })
      .where(
        and(
          eq(identifications.id, row.id),
          inArray(identifications.status, ['initialized', 'unknown', 'inprogress', 'success']),
        ),
      );
    const holder = holderOf(row);
    if (change.certificateReady && holder) {
      await grantIdentification(tx, { row, holder, now: context.now });
    }
    return { applied: true };
  });
}
