import sharp from 'sharp';
import type { BlobStore } from '../../blobs/blob-store';
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
  { blobs }: { blobs: BlobStore },
  { bytes, target }: { bytes: Uint8Array; target: ImageTarget },
): Promise<StoredImage> {
  const png = await normalizeImage(bytes, target);
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const { sha256 } = await blobs.put(png);
  return { sha256, contentType: 'image/png', width, height };
}
