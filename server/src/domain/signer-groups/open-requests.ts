import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signatureRequests, signatures } from '../../db/schema';
import { appendEvent, type Actor } from '../requests/audit-trail';
import { DomainError } from '../errors';

const STILL_TO_ANSWER = ['DRAFT', 'OPEN', 'WAITING'] as const;

interface Row {
  id: string;
  requestId: string;
  email: string;
  statusCode: string;
}

/**
 * Which group rows the removal closes, request by request — or the request it would leave
 * without anyone of the group able to sign (then nothing may change).
 */
export function closingPlan(
  rows: Row[],
  removed: Set<string>,
): { closing: Row[]; stranded: string | null } {
  const byRequest = new Map<string, Row[]>();
  for (const row of rows)
    byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  const closing: Row[] = [];
  for (const [requestId, group] of byRequest) {
    const leaving = group.filter((row) => removed.has(row.email));
    if (leaving.length && leaving.length === group.length)
      return { closing: [], stranded: requestId };
    closing.push(...leaving);
  }
  return { closing, stranded: null };
}

/**
 * A member taken off a group can no longer sign for it: their unanswered rows of the group in
 * open requests close (WITHDRAWN, no more mail), and drafts drop them. Refused (409, nothing
 * changed) when a request would keep the group with nobody left to sign for it. Members added
 * later are not added to requests already made.
 */
export async function closeRemovedMembers(
  tx: Db,
  {
    groupId,
    removed,
    actor,
    now,
  }: { groupId: string; removed: Set<string>; actor: Actor; now: Date },
): Promise<void> {
  if (!removed.size) return;
  const rows = await tx
    .select({
      id: signatures.id,
      requestId: signatures.requestId,
      email: signatures.email,
      statusCode: signatures.statusCode,
      requestStatus: signatureRequests.statusOverall,
    })
    .from(signatures)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatures.requestId))
    .where(
      and(
        eq(signatures.signerGroupId, groupId),
        inArray(signatures.statusCode, [...STILL_TO_ANSWER]),
        inArray(signatureRequests.statusOverall, ['DRAFT', 'OPEN']),
      ),
    )
    .for('update');
  const { closing, stranded } = closingPlan(rows, removed);
  if (stranded) {
    throw new DomainError(
      'INVALID_STATE',
      'An open request of this group would have nobody left to sign for it; keep one of its members',
    );
  }
  const drafts = closing.filter((row) => row.statusCode === 'DRAFT').map((row) => row.id);
  const open = closing.filter((row) => row.statusCode !== 'DRAFT');
  if (drafts.length) await tx.delete(signatures).where(inArray(signatures.id, drafts));
  if (!open.length) return;
  await tx
    .update(signatures)
    .set({ statusCode: 'WITHDRAWN' })
    .where(
      inArray(
        signatures.id,
        open.map((row) => row.id),
      ),
    );
  for (const row of open) {
    await appendEvent(tx, {
      requestId: row.requestId,
      event: {
        type: 'SIGNER_REMOVED',
        actor,
        signatureId: row.id,
        data: { email: row.email, signerGroupId: groupId },
      },
      at: now,
    });
  }
}
