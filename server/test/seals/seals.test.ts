import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { apiUsers, businesses, sealMembers, seals } from '../../src/db/schema';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { createSealedBusiness } from './setup';

const t = build();

const png = (width: number, height: number, background = '#1d4ed8') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function adminOf(options: Parameters<typeof createSealedBusiness>[1] = {}) {
  const made = await createSealedBusiness(t.app, options);
  const headers = bearer(await login(t.app, made.admin));
  const base = `/v1/businesses/${made.business.id}/seals/${made.seal.accountName}`;
  return { ...made, headers, base };
}

const sealRow = async (id: string) =>
  (await t.app.db.select().from(seals).where(eq(seals.id, id)))[0];

const memberIds = async (sealId: string) =>
  (
    await t.app.db
      .select({ userId: sealMembers.userId })
      .from(sealMembers)
      .where(eq(sealMembers.sealId, sealId))
  )
    .map((row) => row.userId)
    .sort();

describe('the seal a business gets when it is created', () => {
  it('is named after the business: the account name its slug, unique with a suffix', async () => {
    const name = `Müller & Söhne ${randomBytes(3).toString('hex')} AG`;
    const slug = `mueller-soehne-${name.split(' ')[3]}-ag`;
    const register = async () => {
      const user = await createUser(t.app);
      const headers = bearer(await login(t.app, user));
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/businesses',
        headers,
        payload: {
          name,
          email: 'office@mueller.example',
          country: 'CH',
          gtc_accepted: true,
          dpa_accepted: true,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return { business: response.json(), headers };
    };
    const first = await register();
    const second = await register();
    expect(first.business.seals).toEqual([slug]);
    expect(second.business.seals).toEqual([`${slug}-2`]);

    const listed = await t.app.inject({
      url: `/v1/businesses/${second.business.id}/seals`,
      headers: second.headers,
    });
    expectContractResponse('listSeals', listed);
    expect(listed.json()).toEqual({
      seals: [
        {
          accountName: `${slug}-2`,
          displayName: name,
          quality: 'AES',
          amountApiKeys: 0,
          amountMembers: 0,
          hasImage: false,
          members: [],
        },
      ],
    });
  });
});

describe('getSeal and updateSeal', () => {
  it('shows one seal and renames it', async () => {
    const { base, headers, seal } = await adminOf();
    const got = await t.app.inject({ url: base, headers });
    expectContractResponse('getSeal', got);
    expect(got.json()).toMatchObject({ accountName: seal.accountName, displayName: 'Acme AG' });

    const renamed = await t.app.inject({
      method: 'PUT',
      url: base,
      headers,
      payload: { displayName: '  Acme AG invoices ' },
    });
    expectContractResponse('updateSeal', renamed);
    expect(renamed.json()).toMatchObject({
      accountName: seal.accountName,
      displayName: 'Acme AG invoices',
    });
    expect((await sealRow(seal.id))?.displayName).toBe('Acme AG invoices');
  });

  it('refuses a name of spaces only and keeps the old one', async () => {
    const { base, headers, seal } = await adminOf();
    const response = await t.app.inject({
      method: 'PUT',
      url: base,
      headers,
      payload: { displayName: '   ' },
    });
    expectContractResponse('updateSeal', response);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await sealRow(seal.id)).toEqual(seal);
  });

  it('knows no seal of another business under this business (404)', async () => {
    const { business, headers } = await adminOf();
    const other = await adminOf();
    for (const url of [
      `/v1/businesses/${business.id}/seals/${other.seal.accountName}`,
      `/v1/businesses/${business.id}/seals/no-such-seal`,
    ]) {
      const response = await t.app.inject({ url, headers });
      expectContractResponse('getSeal', response);
      expect(response.statusCode).toBe(404);
    }
  });

  it('counts the business’s API users on every seal', async () => {
    const { business, base, headers } = await adminOf();
    const backing = await createUser(t.app);
    await t.app.db.insert(apiUsers).values({
      username: `api-${randomBytes(4).toString('hex')}`,
      businessId: business.id,
      userId: backing.id,
      secretHash: 'x'.repeat(64),
    });
    expect((await t.app.inject({ url: base, headers })).json().amountApiKeys).toBe(1);
  });
});

describe('the seal image', () => {
  const upload = (url: string, headers: Record<string, string>, bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `${url}/image`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: bytes,
    });

  it('is stored re-encoded, served to admins, replaced and removed with its bytes', async () => {
    const { base, headers, seal } = await adminOf();
    const uploaded = await upload(base, headers, await png(2400, 2400));
    expectContractResponse('uploadSealImage', uploaded);
    expect(uploaded.statusCode).toBe(204);
    const first = (await sealRow(seal.id))?.image;
    expect(first).toMatchObject({ contentType: 'image/png', width: 600, height: 600 });
    expect((await t.app.inject({ url: base, headers })).json().hasImage).toBe(true);

    const image = await t.app.inject({ url: `${base}/image`, headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 600 });

    await upload(base, headers, await png(300, 200, '#b91c1c'));
    const second = (await sealRow(seal.id))?.image;
    expect(second?.sha256).not.toBe(first?.sha256);
    expect(await t.app.blobs.has(first!.sha256)).toBe(false);

    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/image`, headers });
    expectContractResponse('deleteSealImage', removed);
    expect(removed.statusCode).toBe(204);
    expect((await sealRow(seal.id))?.image).toBeNull();
    expect(await t.app.blobs.has(second!.sha256)).toBe(false);
    const gone = await t.app.inject({ url: `${base}/image`, headers });
    expectContractResponse('getSealImage', gone);
    expect(gone.statusCode).toBe(404);
  });

  it('keeps bytes the company logo still shows', async () => {
    const { business, base, headers, seal } = await adminOf();
    const bytes = await png(200, 60);
    await t.app.inject({
      method: 'PUT',
      url: `/v1/businesses/${business.id}/logo`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: bytes,
    });
    const [logo] = await t.app.db
      .select({ logo: businesses.logo })
      .from(businesses)
      .where(eq(businesses.id, business.id));
    // The same upload as a seal image re-encodes to the same bytes only if both boxes keep it.
    await upload(base, headers, bytes);
    const stored = (await sealRow(seal.id))?.image;
    await t.app.inject({ method: 'DELETE', url: `${base}/image`, headers });
    expect(await t.app.blobs.has(logo!.logo!.sha256)).toBe(true);
    if (stored?.sha256 !== logo?.logo?.sha256) {
      expect(await t.app.blobs.has(stored!.sha256)).toBe(false);
    }
  });

  it.each([
    ['not an image', Buffer.from('hello'), 415, 'IMAGE_NOT_SUPPORTED'],
    ['over 2 MB', Buffer.alloc(2 * 1024 * 1024 + 1), 413, 'IMAGE_TOO_LARGE'],
  ])('refuses %s like a logo and keeps the image it had', async (_what, bytes, status, code) => {
    const { base, headers, seal } = await adminOf();
    await upload(base, headers, await png(200, 200));
    const before = await sealRow(seal.id);
    const response = await upload(base, headers, bytes);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await sealRow(seal.id)).toEqual(before);
  });

  it('refuses an image too small (422)', async () => {
    const { base, headers, seal } = await adminOf();
    const response = await upload(base, headers, await png(8, 8));
    expectContractResponse('uploadSealImage', response);
    expect(response.json().code).toBe('IMAGE_DIMENSIONS');
    expect((await sealRow(seal.id))?.image).toBeNull();
  });
});

describe('seal members', () => {
  const change = (
    method: 'POST' | 'DELETE',
    base: string,
    headers: Record<string, string>,
    members: string[],
  ) => t.app.inject({ method, url: `${base}/members`, headers, payload: { members } });

  it('are added and removed among the business’s people', async () => {
    const { base, headers, seal, admin, members } = await adminOf({ members: 2 });
    const added = await change('POST', base, headers, [admin.id, members[0]!.id]);
    expectContractResponse('addSealMembers', added);
    expect(added.json()).toMatchObject({ amountMembers: 2 });
    expect([...added.json().members].sort()).toEqual([admin.id, members[0]!.id].sort());
    // Adding someone again changes nothing.
    const again = await change('POST', base, headers, [members[0]!.id]);
    expect(again.json().amountMembers).toBe(2);

    const removed = await change('DELETE', base, headers, [admin.id, members[1]!.id]);
    expectContractResponse('removeSealMembers', removed);
    expect(removed.json()).toMatchObject({ amountMembers: 1, members: [members[0]!.id] });
    expect(await memberIds(seal.id)).toEqual([members[0]!.id]);
  });

  it.each([
    ['a free user', async () => (await createUser(t.app)).id],
    ['an admin of another business', async () => (await createSealedBusiness(t.app)).admin.id],
    ['an unknown id', async () => 'u_unknown000000000'],
  ])('refuses %s with the whole list (422 NOT_A_BUSINESS_MEMBER)', async (_who, outsider) => {
    const { base, headers, seal, members } = await adminOf({ members: 1 });
    const response = await change('POST', base, headers, [members[0]!.id, await outsider()]);
    expectContractResponse('addSealMembers', response);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'NOT_A_BUSINESS_MEMBER' });
    expect(await memberIds(seal.id)).toEqual([]);
  });

  it('lose the seal when they leave or are removed from the business', async () => {
    const { business, base, headers, seal, members } = await adminOf({ members: 2 });
    await change('POST', base, headers, [members[0]!.id, members[1]!.id]);
    const removed = await t.app.inject({
      method: 'POST',
      url: `/v1/businesses/${business.id}/remove-members`,
      headers,
      payload: { user_ids: [members[0]!.id] },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const left = await t.app.inject({
      method: 'DELETE',
      url: '/v1/user/business',
      headers: bearer(await login(t.app, members[1]!)),
    });
    expect(left.statusCode, left.body).toBe(204);
    expect(await memberIds(seal.id)).toEqual([]);
  });
});

describe('GET /v1/user lists the seals the user may apply', () => {
  it('for a seal member, by quality and account name, until the business is locked', async () => {
    const { business, base, headers, seal, members } = await adminOf({ members: 2 });
    await t.app.inject({
      method: 'POST',
      url: `${base}/members`,
      headers,
      payload: { members: [members[0]!.id] },
    });
    const userOf = async (user: (typeof members)[number]) => {
      const response = await t.app.inject({
        url: '/v1/user',
        headers: bearer(await login(t.app, user)),
      });
      expectContractResponse('getUser', response);
      return response.json();
    };
    expect((await userOf(members[0]!)).signatureQualities.seal).toEqual({
      aes: { [seal.accountName]: { quality: 'aes' } },
    });
    expect((await userOf(members[1]!)).signatureQualities.seal).toBeUndefined();

    const detail = await t.app.inject({
      url: '/v3/user/signature-qualities-detail',
      headers: bearer(await login(t.app, members[0]!)),
    });
    expectContractResponse('getSignatureQualitiesDetail', detail);
    expect(detail.json().seal).toEqual({
      aes: { [seal.accountName]: { quality: 'AES', provider: 'paraph', legislation: 'UNDEFINED' } },
    });

    await t.app.db
      .update(businesses)
      .set({ paymentMethod: 'BLOCKED' })
      .where(eq(businesses.id, business.id));
    expect((await userOf(members[0]!)).signatureQualities.seal).toBeUndefined();
  });
});
