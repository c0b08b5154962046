import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePagePng } from '../../src/pdf/page-png';

/** A 4×2 opaque page: the given RGB for every pixel but the first, which is black. */
function page(rgb: [number, number, number]) {
  const rgba = new Uint8ClampedArray(4 * 2 * 4);
  for (let index = 0; index < rgba.length; index += 4) rgba.set([...rgb, 255], index);
  rgba.set([0, 0, 0, 255], 0);
  return rgba;
}

async function decoded(png: Buffer) {
  const { data, info } = await sharp(png).toColourspace('srgb').raw().toBuffer({
    resolveWithObject: true,
  });
  return { channels: (await sharp(png).metadata()).channels, data, info };
}

describe('encodePagePng', () => {
  it('keeps a page without colour as one grey channel, pixel for pixel', async () => {
    const rgba = page([200, 200, 200]);
    const png = await encodePagePng(rgba, 4, 2);
    const { channels, data } = await decoded(png);
    expect(channels).toBe(1);
    expect([...data]).toEqual([...rgba].filter((_, index) => index % 4 !== 3));
  });

  it('keeps colour as RGB without alpha, pixel for pixel', async () => {
    const rgba = page([200, 30, 40]);
    const png = await encodePagePng(rgba, 4, 2);
    const { channels, data } = await decoded(png);
    expect(channels).toBe(3);
    expect([...data]).toEqual([...rgba].filter((_, index) => index % 4 !== 3));
  });
});
