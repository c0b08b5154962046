import { and, eq, sql } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { businesses, seals, visualSignatures } from '../../db/schema';
import type { VisualSignatureContext } from './context';
import { normalizeSignatureImage } from './image-file';
import { ownRow } from './records';

/** Stores the image (checked and re-encoded) as the signature's custom image. */
export async function uploadVisualSignatureImage(
  context: Pick<VisualSignatureContext, 'db' | 'blobs' | 'now' | 'user'>,
  { id, bytes }: { id: string; bytes: Uint8Array },
): Promise<void> {
  const { db, blobs, now, user } = context;
  const row = await ownRow({ db }, { userId: user.id, id });
  const png = await normalizeSignatureImage(bytes);
  const { sha256 } = await blobs.put(png);
  try {
    await db
      .update(visualSignatures)
      .set({ imageSha256: sha256, placeholder: false, updatedAt: now })
      .where(and(eq(visualSignatures.id, id), eq(visualSignatures.userId, user.id)));
  } catch (error) {
    await releaseImage(context, sha256);
    throw error;
  }
  if (row.imageSha256 && row.imageSha256 !== sha256) await releaseImage(context, row.imageSha256);
}

/** The signature falls back to the typed name. */
export async function deleteVisualSignatureImage(
  context: Pick<VisualSignatureContext, 'db' | 'blobs' | 'now' | 'user'>,
  id: string,
): Promise<void> {
  const { db, now, user } = context;
  const row = await ownRow({ db }, { userId: user.id, id });
  if (!row.imageSha256) return;
  await db
    .update(visualSignatures)
    .set({ imageSha256: null, updatedAt: now })
    .where(eq(visualSignatures.id, id));
  await releaseImage(context, row.imageSha256);
}

/**
 * Deletes image bytes once nothing shows them: no visual signature (of anyone), no business's
 * logo and no seal. The store is by content, and these images are re-encoded alike, so the same
 * upload to two of them is one blob; each of them lets go of its bytes through here.
 */
export async function releaseImage(
  { db, blobs }: { db: Db; blobs: BlobStore },
  sha256: string,
): Promise<void> {
  const [[signature], [logo], [seal]] = await Promise.all([
    db
      .select({ id: visualSignatures.id })
      .from(visualSignatures)
      .where(eq(visualSignatures.imageSha256, sha256))
      .limit(1),
    db
      .select({ id: businesses.id })
      .from(businesses)
      .where(sql`${businesses.logo}->>'sha256' = ${sha256}`)
      .limit(1),
    db
      .select({ id: seals.id })
      .from(seals)
      .where(sql`${seals.image}->>'sha256' = ${sha256}`)
      .limit(1),
  ]);
  if (!signature && !logo && !seal) await blobs.delete(sha256);
}
