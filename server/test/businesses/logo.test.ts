import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses } from '../../src/db/schema';
import { build } from '../build';
import { bearer, login } from '../fixtures';
import { createBusiness } from './setup';

const t = build({ mail: { publicUrl: 'https://app.test' } });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

async function adminOf(members = 0) {
  const made = await createBusiness(t.app, { members });
  return { ...made, headers: bearer(await login(t.app, made.admin)) };
}

const upload = (id: string, headers: Record<string, string>, bytes: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/businesses/${id}/logo`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  });

const logoOf = async (id: string) =>
  (
    await t.app.db.select({ logo: businesses.logo }).from(businesses).where(eq(businesses.id, id))
  )[0]?.logo ?? null;

describe('the company logo', () => {
  it('is re-encoded as a PNG that fits 400 × 120 and served at its absolute, versioned URL', async () => {
    const { business, headers } = await adminOf();
    const response = await upload(business.id, headers, await png(1600, 400));
    expectContractResponse('uploadBusinessLogo', response);
    const stored = await logoOf(business.id);
    expect(stored).toMatchObject({ contentType: 'image/png', width: 400, height: 100 });
    const logo = response.json().companyBranding.logo;
    expect(logo).toEqual({
      width: 400,
      height: 100,
      url: `https://app.test/v1/images/logo/${business.id}?v=${stored!.sha256.slice(0, 16)}`,
    });
    expect(
      (await t.app.inject({ url: `/v1/businesses/${business.id}/settings`, headers })).json(),
    ).toMatchObject({ companyBranding: { logo } });

    const image = await t.app.inject({
      url: new URL(logo.url).pathname + new URL(logo.url).search,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 400 });
    // Without the version (or with an old one) the image is asked for again every time.
    const bare = await t.app.inject({ url: `/v1/images/logo/${business.id}` });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('never enlarges a small logo', async () => {
    const { business, headers } = await adminOf();
    const response = await upload(business.id, headers, await png(160, 48));
    expect(response.json().companyBranding.logo).toMatchObject({ width: 160, height: 48 });
  });

  it('replaces the old logo and frees its bytes; removing it frees the new ones', async () => {
    const { business, headers } = await adminOf();
    await upload(business.id, headers, await png(200, 60));
    const first = (await logoOf(business.id))!.sha256;
    await upload(business.id, headers, await png(300, 60));
    const second = (await logoOf(business.id))!.sha256;
    expect(second).not.toBe(first);
    expect(await t.app.blobs.has(first)).toBe(false);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/businesses/${business.id}/logo`,
      headers,
    });
    expectContractResponse('deleteBusinessLogo', removed);
    expect(removed.json().companyBranding).toEqual({});
    expect(await logoOf(business.id)).toBeNull();
    expect(await t.app.blobs.has(second)).toBe(false);
    expect((await t.app.inject({ url: `/v1/images/logo/${business.id}` })).statusCode).toBe(404);
  });

  it('keeps bytes another business still shows', async () => {
    const a = await adminOf();
    const b = await adminOf();
    const bytes = await png(120, 40);
    await upload(a.business.id, a.headers, bytes);
    await upload(b.business.id, b.headers, bytes);
    const shared = (await logoOf(a.business.id))!.sha256;
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/businesses/${a.business.id}/logo`,
      headers: a.headers,
    });
    expect(await t.app.blobs.has(shared)).toBe(true);
  });

  it.each([
    ['not an image', Buffer.from('hello'), 'image/png', 415, 'IMAGE_NOT_SUPPORTED'],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
      'image/png',
      415,
      'IMAGE_NOT_SUPPORTED',
    ],
    ['over 2 MB', Buffer.alloc(2 * 1024 * 1024 + 1), 'image/png', 413, 'IMAGE_TOO_LARGE'],
  ])('refuses %s and keeps the logo it had', async (_what, bytes, type, status, code) => {
    const { business, headers } = await adminOf();
    await upload(business.id, headers, await png(200, 60));
    const before = await logoOf(business.id);
    const response = await upload(business.id, headers, bytes, type);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await logoOf(business.id)).toEqual(before);
  });

  it('refuses an image too small to be a logo (422)', async () => {
    const { business, headers } = await adminOf();
    const response = await upload(business.id, headers, await png(8, 8));
    expectContractResponse('uploadBusinessLogo', response);
    expect(response.json().code).toBe('IMAGE_DIMENSIONS');
    expect(await logoOf(business.id)).toBeNull();
  });

  it('is changed by admins only: a member gets 403, anyone else 404, and nothing changes', async () => {
    const { business, members } = await adminOf(1);
    const other = await adminOf();
    const member = bearer(await login(t.app, members[0]!));
    const bytes = await png(200, 60);
    expect((await upload(business.id, member, bytes)).statusCode).toBe(403);
    expect((await upload(business.id, other.headers, bytes)).statusCode).toBe(404);
    const remove = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/v1/businesses/${business.id}/logo`, headers });
    expect((await remove(member)).statusCode).toBe(403);
    expect((await remove(other.headers)).statusCode).toBe(404);
    expect(await logoOf(business.id)).toBeNull();
  });
});
