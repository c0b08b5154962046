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
  // A group's other members, closed once one of them signed, hold up nobody.
  const unfinished = sequenced.filter(
    (row) => row.statusCode !== 'SIGNED' && row.statusCode !== 'WITHDRAWN',
  );
  const next = Math.min(...unfinished.map((row) => row.sequence ?? Infinity));
  const busy = unfinished.some((row) => row.statusCode === 'OPEN');
  const nextGroup =
    busy || !Number.isFinite(next)
      ? []
      : unfinished.filter((row) => row.sequence === next && row.statusCode === 'WAITING');
  return [...parallel, ...nextGroup];
}

/**
 * A signer group signs once: when one member has signed, the other members' unanswered
 * signatures of that group close (they are not reminded and cannot sign any more).
 */
export function groupRowsToClose(rows: SignatureRow[]): SignatureRow[] {
  const signedGroups = new Set(
    rows.flatMap((row) =>
      row.statusCode === 'SIGNED' && row.signerGroupId ? [row.signerGroupId] : [],
    ),
  );
  return rows.filter(
    (row) =>
      row.signerGroupId !== null &&
      signedGroups.has(row.signerGroupId) &&
      (row.statusCode === 'OPEN' || row.statusCode === 'WAITING'),
  );
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
 * After a signature: a signer group's other members close; the request is SIGNED once nobody
 * is left to sign (a group counts once); otherwise the next signers in the order are opened. Returns what happened so the caller can notify people.
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
  const all = await tx.select().from(signatures).where(eq(signatures.requestId, requestId));
  const closing = groupRowsToClose(all);
  if (closing.length) {
    await tx
      .update(signatures)
      .set({ statusCode: 'WITHDRAWN' })
      .where(
        inArray(
          signatures.id,
          closing.map((row) => row.id),
        ),
      );
  }
  const closed = new Set(closing.map((row) => row.id));
  const rows = all.map((row) =>
    closed.has(row.id) ? { ...row, statusCode: 'WITHDRAWN' as const } : row,
  );
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
