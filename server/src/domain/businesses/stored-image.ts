import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { businesses, seals } from '../../db/schema';
import { releaseImage } from '../visual-signatures/images';
import { normalizeImage, type ImageTarget } from '../visual-signatures/image-file';

/** An image a business shows (its logo, a seal's stamp) as its row keeps it. */
export interface StoredImage {
  sha256: string;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Checks an upload by the rules every image passes, re-encodes it as a PNG that fits the
 * target's box, and stores it; the caller records the returned reference.
 */
export async function storeImage(
  blobs: BlobStore,
  bytes: Uint8Array,
  target: ImageTarget,
): Promise<StoredImage> {
  const png = await normalizeImage(bytes, target);
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const { sha256 } = await blobs.put(png);
  return { sha256, contentType: 'image/png', width, height };
}

/**
 * Deletes image bytes once no business's logo and no seal uses them, nor a visual signature
 * (the store is by content: two uploads of the same file share their bytes).
 */
export async function releaseStoredImage(
  { db, blobs }: { db: Db; blobs: BlobStore },
  sha256: string,
): Promise<void> {
  const [[logo], [seal]] = await Promise.all([
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
  if (!logo && !seal) await releaseImage({ db, blobs }, sha256);
}
