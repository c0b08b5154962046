import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import {
  attachments,
  businesses,
  businessMembers,
  documents,
  signatureRequests,
} from '../../db/schema';
import { releaseBlob } from '../requests/stored-pdf';
import { storedSettings } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests no one can act on any more; drafts and open requests are never deleted. */
const TERMINAL = ['SIGNED', 'DECLINED', 'WITHDRAWN'] as const;
/** Bounds one run's transaction; a business with more due is finished by the next runs. */
const BATCH = 200;

/**
 * The retention job (spec §3 `signatureRequests.retention`): for every business with automatic
 * deletion on, deletes the requests its members own that finished more than `terminalState`
 * days ago — with their documents, signers, observers, attachments and events (cascade) — and
 * then the stored bytes no other document or attachment shares (the store is by content).
 * A request finished when it was signed (`completed_at`), or, declined or withdrawn, at its
 * last change. Idempotent: a second run finds nothing due. Answers how many it deleted.
 */
export async function deleteFinishedRequests({
  db,
  blobs,
  now,
}: {
  db: Db;
  blobs: BlobStore;
  now: Date;
}): Promise<number> {
  const enabled = await db
    .select({ id: businesses.id, settings: businesses.settings })
    .from(businesses)
    .where(
      sql`(${businesses.settings} -> 'signatureRequests' -> 'retention' ->> 'enabled') = 'true'`,
    );
  let deleted = 0;
  for (const business of enabled) {
    const { terminalState } = storedSettings(business).signatureRequests.retention;
    if (!terminalState) continue;
    const cutoff = new Date(now.getTime() - terminalState * DAY_MS);
    const due = await db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .innerJoin(businessMembers, eq(businessMembers.userId, signatureRequests.ownerId))
      .where(
        and(
          eq(businessMembers.businessId, business.id),
          inArray(signatureRequests.statusOverall, [...TERMINAL]),
          sql`coalesce(${signatureRequests.completedAt}, ${signatureRequests.updatedAt}) < ${cutoff.toISOString()}::timestamptz`,
        ),
      )
      .limit(BATCH);
    if (!due.length) continue;
    const ids = due.map((row) => row.id);
    const hashes = new Set(
      [
        ...(await db
          .select({ sha256: documents.sha256 })
          .from(documents)
          .where(inArray(documents.requestId, ids))),
        ...(await db
          .select({ sha256: attachments.sha256 })
          .from(attachments)
          .where(inArray(attachments.requestId, ids))),
      ].map((row) => row.sha256),
    );
    await db.delete(signatureRequests).where(inArray(signatureRequests.id, ids));
    for (const sha256 of hashes) await releaseBlob({ db, blobs }, sha256);
    deleted += ids.length;
  }
  return deleted;
}
