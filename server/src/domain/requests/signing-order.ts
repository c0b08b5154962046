import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signatureRequests, signatures, type SignatureRow } from '../../db/schema';
import { appendEvent, type Actor } from './audit-trail';

/**
 * Who may sign now. Signers without a `sequence` sign in parallel from the start; sequenced
 * signers go by ascending sequence: the next group opens once every signer with a lower
 * sequence has signed. Returns the signatures that become OPEN (they need an invitation).
 */
export function signersToOpen(rows: SignatureRow[]): SignatureRow[] {
  const parallel = rows.filter((row) => row.sequence === null && row.statusCode === 'WAITING');
  const sequenced = rows.filter((row) => row.sequence !== null);
  const unfinished = sequenced.filter((row) => row.statusCode !== 'SIGNED');
  const next = Math.min(...unfinished.map((row) => row.sequence ?? Infinity));
  const busy = unfinished.some((row) => row.statusCode === 'OPEN');
  const nextGroup =
    busy || !Number.isFinite(next)
      ? []
      : unfinished.filter((row) => row.sequence === next && row.statusCode === 'WAITING');
  return [...parallel, ...nextGroup];
}

/** Opens the signers whose turn has come; returns them with their new state. */
export async function openNextSigners(
  tx: Db,
  { requestId, invitedBy, now }: { requestId: string; invitedBy: string; now: Date },
): Promise<SignatureRow[]> {
  const rows = await tx.select().from(signatures).where(eq(signatures.requestId, requestId));
  const opening = signersToOpen(rows);
  if (!opening.length) return [];
  return tx
    .update(signatures)
    .set({ statusCode: 'OPEN', invitedAt: now, invitedBy })
    .where(
      inArray(
        signatures.id,
        opening.map((row) => row.id),
      ),
    )
    .returning();
}

/**
 * After a signature: the request is SIGNED once nobody is left to sign; otherwise the next
 * signers in the order are opened. Returns what happened so the caller can notify people.
 */
export async function advanceRequest(
  tx: Db,
  {
    requestId,
    actor,
    invitedBy,
    now,
  }: { requestId: string; actor: Actor; invitedBy: string; now: Date },
): Promise<{ completed: boolean; opened: SignatureRow[] }> {
  const rows = await tx.select().from(signatures).where(eq(signatures.requestId, requestId));
  const pending = rows.filter((row) => row.statusCode === 'OPEN' || row.statusCode === 'WAITING');
  const anySigned = rows.some((row) => row.statusCode === 'SIGNED');
  if (!pending.length && anySigned) {
    await tx
      .update(signatureRequests)
      .set({ statusOverall: 'SIGNED', completedAt: now, updatedAt: now })
      .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.statusOverall, 'OPEN')));
    await appendEvent(tx, { requestId, event: { type: 'COMPLETED', actor }, at: now });
    return { completed: true, opened: [] };
  }
  return { completed: false, opened: await openNextSigners(tx, { requestId, invitedBy, now }) };
}
