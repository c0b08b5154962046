import { describe, expect, it } from 'vitest';
import { guestFirstPageImage } from './guest';

describe('guestFirstPageImage', () => {
  it("names the URLs the server's HTML preloads: page 0 as WebP at each scale, by the link's token", () => {
    const image = guestFirstPageImage({ id: 'sr_1', userid: 'gl_secret' }, 'doc_2', 595.28);
    // base64url('gl_secret:sr_1'), unpadded, as the server writes it.
    const token = Buffer.from('gl_secret:sr_1').toString('base64url');
    const url = (scale: number) =>
      `/v3/direct/documents/doc_2/pages/0?scale=${scale}&format=webp&token=${token}`;
    expect(image.src).toBe(url(100));
    expect(image.srcSet).toBe(`${url(50)} 298w, ${url(100)} 595w, ${url(150)} 893w`);
    expect(image.sizes).toBe('(max-width: 584px) calc(100vw - 74px), 510px');
  });
});
