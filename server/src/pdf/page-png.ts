import sharp from 'sharp';

/** True when every pixel is a shade of grey (R = G = B): most pages of text are. */
function isGrey(rgba: Uint8ClampedArray): boolean {
  for (let index = 0; index < rgba.length; index += 4) {
    if (rgba[index] !== rgba[index + 1] || rgba[index] !== rgba[index + 2]) return false;
  }
  return true;
}

/**
 * A rendered page as a PNG, losslessly as small as it simply gets: the page is opaque (drawn
 * on white), so no alpha channel, and one grey channel when it has no colour, a third to a
 * quarter of canvas' RGBA PNG, which matters on a phone's slow connection.
 */
export async function encodePagePng(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<Buffer> {
  const image = sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), {
    raw: { width, height, channels: 4 },
  });
  const opaque = isGrey(rgba) ? image.extractChannel(0) : image.removeAlpha();
  return opaque.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}
