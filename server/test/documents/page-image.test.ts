import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePage } from '../../src/pdf/page-image';

/** A 4×2 opaque page: the given RGB for every pixel but the first, which is black. */
function page(rgb: [number, number, number]) {
  const rgba = new Uint8ClampedArray(4 * 2 * 4);
  for (let index = 0; index < rgba.length; index += 4) rgba.set([...rgb, 255], index);
  rgba.set([0, 0, 0, 255], 0);
  return rgba;
}

async function decoded(image: Buffer) {
  const { data, info } = await sharp(image).toColourspace('srgb').raw().toBuffer({
    resolveWithObject: true,
  });
  const { channels, format } = await sharp(image).metadata();
  return { channels, format, data, info };
}

const rgbOf = (rgba: Uint8ClampedArray) => [...rgba].filter((_, index) => index % 4 !== 3);

describe('encodePage', () => {
  it.each([
    ['without colour as one grey channel', [200, 200, 200], 1],
    ['with colour as RGB without alpha', [200, 30, 40], 3],
  ] as const)('keeps a PNG page %s, pixel for pixel', async (_, rgb, expectedChannels) => {
    const rgba = page([...rgb]);
    const { channels, format, data } = await decoded(await encodePage(rgba, 4, 2, 'png'));
    expect(format).toBe('png');
    expect(channels).toBe(expectedChannels);
    expect([...data]).toEqual(rgbOf(rgba));
  });

  it.each([
    ['grey', [200, 200, 200]],
    ['colour', [200, 30, 40]],
  ] as const)('encodes WebP losslessly, without alpha (%s)', async (_, rgb) => {
    const rgba = page([...rgb]);
    const { channels, format, data } = await decoded(await encodePage(rgba, 4, 2, 'webp'));
    expect(format).toBe('webp');
    expect(channels).toBe(3);
    expect([...data]).toEqual(rgbOf(rgba));
  });
});
