import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seals, visualSignatures } from '../../src/db/schema';
import { build } from '../build';
import { bearer, login } from '../fixtures';
import { createSealedBusiness } from '../seals/setup';
import { account, create, strokeImage, strokeSvg } from './setup';

const t = build();

async function withSignature() {
  const me = await account(t.app);
  const id = (await create(t.app, me.headers)).json().id as string;
  return { ...me, id };
}

const upload = (headers: Record<string, string>, id: string, bytes: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/images/signature/${id}`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  });

function multipart(bytes: Buffer, filename: string) {
  const boundary = 'paraphboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

const rowOf = async (id: string) =>
  (await t.app.db.select().from(visualSignatures).where(eq(visualSignatures.id, id)))[0];

describe('signature images', () => {
  it.each([
    ['a PNG', 'png', 'image/png'],
    ['a JPEG', 'jpeg', 'image/jpeg'],
    ['an SVG', 'svg', 'image/svg+xml'],
  ] as const)('stores %s as a transparent PNG without metadata', async (_name, format, type) => {
    const { headers, id } = await withSignature();
    const bytes =
      format === 'svg'
        ? Buffer.from(strokeSvg())
        : format === 'jpeg'
          ? await sharp(await strokeImage('jpeg'))
              .withExif({ IFD0: { Copyright: 'secret place' } })
              .toBuffer()
          : await strokeImage('png');
    const response = await upload(headers, id, bytes, type);
    expect(response.statusCode, response.body).toBe(204);
    const row = await rowOf(id);
    expect(row?.imageSha256).toMatch(/^[0-9a-f]{64}$/);
    const stored = (await t.app.blobs.get(row!.imageSha256!))!;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    // The white paper is gone (corner transparent), the stroke is kept (opaque pixels remain).
    expect(data[3]).toBe(0);
    let opaque = 0;
    for (let at = 3; at < data.length; at += info.channels) if ((data[at] ?? 0) > 200) opaque++;
    expect(opaque).toBeGreaterThan(100);
    const read = await t.app.inject({ url: `/v1/user/visual-signatures/${id}`, headers });
    expect(read.json()).toMatchObject({ hasCustomImage: true, image: expect.stringContaining(id) });
  });

  it('takes a multipart form and removes the image again', async () => {
    const { headers, id } = await withSignature();
    // A picture of its own: the store is by content, so a shared one would rightly stay.
    const form = multipart(await strokeImage('png', 251, 97), 'drawn.png');
    const response = await upload(headers, id, form.payload, form.type);
    expect(response.statusCode, response.body).toBe(204);
    const sha = (await rowOf(id))!.imageSha256!;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/images/signature/${id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await rowOf(id))?.imageSha256).toBeNull();
    expect(await t.app.blobs.has(sha)).toBe(false);
  });

  it.each([
    [
      'a text file named .png',
      async () => Buffer.from('hello, not an image'),
      415,
      'IMAGE_NOT_SUPPORTED',
    ],
    [
      'a GIF',
      async () => sharp(Buffer.from(strokeSvg())).gif().toBuffer(),
      415,
      'IMAGE_NOT_SUPPORTED',
    ],
    [
      'a truncated PNG',
      async () => (await strokeImage('png')).subarray(0, 120),
      415,
      'IMAGE_NOT_SUPPORTED',
    ],
    ['a 10 × 10 PNG', async () => strokeImage('png', 10, 10), 422, 'IMAGE_DIMENSIONS'],
    ['a 4100 px wide SVG', async () => Buffer.from(strokeSvg(4100, 90)), 422, 'IMAGE_DIMENSIONS'],
  ])('refuses %s and keeps the image it had', async (_name, make, status, code) => {
    const { headers, id } = await withSignature();
    await upload(headers, id, await strokeImage('png'));
    const before = await rowOf(id);
    const bytes = await make();
    const response = await upload(headers, id, bytes, 'image/png');
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await rowOf(id)).toEqual(before);
    const form = multipart(bytes, 'renamed.png');
    const asForm = await upload(headers, id, form.payload, form.type);
    expect(asForm.json().code).toBe(code);
    expect(await rowOf(id)).toEqual(before);
  });

  it('refuses more than 2 MB with 413 IMAGE_TOO_LARGE, raw or as a form', async () => {
    const { headers, id } = await withSignature();
    const big = Buffer.concat([await strokeImage('png'), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const raw = await upload(headers, id, big);
    expect(raw.statusCode).toBe(413);
    expect(raw.json().code).toBe('IMAGE_TOO_LARGE');
    const form = multipart(big, 'big.png');
    const asForm = await upload(headers, id, form.payload, form.type);
    expect(asForm.statusCode).toBe(413);
    expect(asForm.json().code).toBe('IMAGE_TOO_LARGE');
    expect((await rowOf(id))?.imageSha256).toBeNull();
  });

  it('leaves bytes a seal still shows when the signature lets go of them', async () => {
    // The store is by content, and a seal image is re-encoded into the same box as a
    // signature image: the same scan uploaded to both is one blob.
    const { business, admin, seal } = await createSealedBusiness(t.app);
    const headers = bearer(await login(t.app, admin));
    const bytes = await strokeImage('png', 233, 88);
    const sealUrl = `/v1/businesses/${business.id}/seals/${seal.accountName}/image`;
    const sealUpload = await t.app.inject({
      method: 'POST',
      url: sealUrl,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(sealUpload.statusCode, sealUpload.body).toBe(204);
    const [sealRow] = await t.app.db.select().from(seals).where(eq(seals.id, seal.id));
    const shared = sealRow!.image!.sha256;
    const sealStillShown = async () => {
      expect(await t.app.blobs.has(shared)).toBe(true);
      expect((await t.app.inject({ url: sealUrl, headers })).statusCode).toBe(200);
    };

    const id = (await create(t.app, headers)).json().id as string;
    expect((await upload(headers, id, bytes)).statusCode).toBe(204);
    expect((await rowOf(id))?.imageSha256).toBe(shared);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/images/signature/${id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    await sealStillShown();

    expect((await upload(headers, id, bytes)).statusCode).toBe(204);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/user/visual-signatures/${id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    await sealStillShown();
  });
});
