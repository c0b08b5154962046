import sharp from 'sharp';
import { DomainError } from '../errors';

const MB = 1024 * 1024;
export const IMAGE_LIMITS = {
  bytes: 2 * MB,
  /** Smallest and largest side, in pixels, of an accepted image. */
  minSide: 16,
  maxSide: 4000,
  /** What is stored: enough for a stamp printed at 300 dpi, no more. */
  storedWidth: 1200,
  storedHeight: 600,
} as const;

const FORMATS = new Set(['png', 'jpeg', 'svg']);
/** A channel at or above this counts as white paper (scans and JPEG noise are never exactly 255). */
const NEAR_WHITE = 240;
/** The share of border pixels that must be near-white for the background to count as plain. */
const PLAIN_BORDER = 0.97;

/** How an accepted image is stored, and what the refusals call it. */
export interface ImageTarget {
  /** "A signature image", "A logo": the start of every refusal's message. */
  label: string;
  /** The box the stored image fits in (never enlarged). */
  width: number;
  height: number;
  /** Make a plain white background transparent (a scanned signature on paper). */
  clearPaper: boolean;
}

const SIGNATURE_IMAGE: ImageTarget = {
  label: 'A signature image',
  width: IMAGE_LIMITS.storedWidth,
  height: IMAGE_LIMITS.storedHeight,
  clearPaper: true,
};

/**
 * Checks an uploaded signature image and turns it into what the stamp embeds: a PNG with no
 * metadata (EXIF and the like dropped; the orientation applied first), at most 1200 × 600,
 * and with a plain white background made transparent so the stamp's frame shows through.
 * The type comes from the bytes, never from a name or a header.
 */
export function normalizeSignatureImage(bytes: Uint8Array): Promise<Buffer> {
  return normalizeImage(bytes, SIGNATURE_IMAGE);
}

/**
 * The checks every uploaded image passes (at most 2 MB; PNG, JPEG or SVG by its bytes; 16 to
 * 4000 pixels a side) and its re-encoding as a metadata-free PNG that fits the target's box.
 */
export async function normalizeImage(bytes: Uint8Array, target: ImageTarget): Promise<Buffer> {
  if (bytes.byteLength > IMAGE_LIMITS.bytes) {
    throw new DomainError('IMAGE_TOO_LARGE', `${target.label} may have at most 2 MB`);
  }
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(input).metadata());
  } catch {
    format = undefined;
  }
  if (!format || !FORMATS.has(format)) {
    throw new DomainError('IMAGE_NOT_SUPPORTED', `${target.label} must be a PNG, JPEG or SVG`);
  }
  const sides = [width, height];
  if (sides.some((side) => side < IMAGE_LIMITS.minSide || side > IMAGE_LIMITS.maxSide)) {
    throw new DomainError(
      'IMAGE_DIMENSIONS',
      `${target.label} must be ${IMAGE_LIMITS.minSide} to ${IMAGE_LIMITS.maxSide} pixels a side, not ${width} × ${height}`,
    );
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxSide ** 2 })
      .rotate()
      .resize({
        width: target.width,
        height: target.height,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (target.clearPaper && plainWhiteBorder(data, info.width, info.height)) clearNearWhite(data);
    return await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    // Readable headers but broken pixel data (a truncated file): the same refusal.
    throw new DomainError('IMAGE_NOT_SUPPORTED', `${target.label} cannot be read`);
  }
}

const nearWhite = (rgba: Buffer, at: number) =>
  (rgba[at + 3] ?? 0) > 0 &&
  (rgba[at] ?? 0) >= NEAR_WHITE &&
  (rgba[at + 1] ?? 0) >= NEAR_WHITE &&
  (rgba[at + 2] ?? 0) >= NEAR_WHITE;

/** Paper shows at the edges: most border pixels are opaque near-white. */
function plainWhiteBorder(rgba: Buffer, width: number, height: number): boolean {
  let white = 0;
  let total = 0;
  const visit = (x: number, y: number) => {
    total++;
    if (nearWhite(rgba, (y * width + x) * 4)) white++;
  };
  for (let x = 0; x < width; x++) {
    visit(x, 0);
    visit(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    visit(0, y);
    visit(width - 1, y);
  }
  return total > 0 && white / total >= PLAIN_BORDER;
}

function clearNearWhite(rgba: Buffer): void {
  for (let at = 0; at < rgba.length; at += 4) if (nearWhite(rgba, at)) rgba[at + 3] = 0;
}
