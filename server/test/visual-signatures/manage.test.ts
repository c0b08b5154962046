import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { users, visualSignatures } from '../../src/db/schema';
import { build, createClock } from '../build';
import { createCredentials } from '../contract';
import { guestPair } from '../fixtures';
import { account, create, input, list } from './setup';

const clock = createClock();
const t = build({ now: clock.now });

const rowsOf = (userId: string) =>
  t.app.db.select().from(visualSignatures).where(eq(visualSignatures.userId, userId));

describe('visual signatures of one user', () => {
  it('creates, lists with the default, reads, replaces and deletes', async () => {
    const { headers } = await account(t.app);
    const first = await create(t.app, headers);
    expect(first.statusCode, first.body).toBe(201);
    expectContractResponse('createVisualSignature', first);
    expect(first.json()).toMatchObject({ ...input, default: true, hasCustomImage: false });

    clock.advance(1000);
    const second = await create(t.app, headers, { ...input, alias: 'Private', company: undefined });
    expect(second.json().default).toBe(false);

    const listed = await t.app.inject({ url: '/v1/user/visual-signatures', headers });
    expectContractResponse('listVisualSignatures', listed);
    expect(listed.json().defaultSignatureId).toBe(first.json().id);
    expect(listed.json().signatures.map((s: { alias: string }) => s.alias)).toEqual([
      'Work',
      'Private',
    ]);

    const read = await t.app.inject({
      url: `/v1/user/visual-signatures/${second.json().id}`,
      headers,
    });
    expectContractResponse('getVisualSignature', read);
    expect(read.json()).toEqual(second.json());

    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/v1/user/visual-signatures/${second.json().id}`,
      headers,
      payload: { ...input, alias: 'Home', location: 'Bern', default: true },
    });
    expectContractResponse('updateVisualSignature', replaced);
    expect(replaced.json()).toMatchObject({ alias: 'Home', location: 'Bern', default: true });
    const byDefault = await t.app.inject({ url: '/v1/user/visual-signature', headers });
    expectContractResponse('getDefaultVisualSignature', byDefault);
    expect(byDefault.json().id).toBe(second.json().id);

    // Deleting the default promotes the oldest remaining one, then none.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/user/visual-signatures/${second.json().id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(t.app, headers)).defaultSignatureId).toBe(first.json().id);
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/user/visual-signatures/${first.json().id}`,
      headers,
    });
    expect(await list(t.app, headers)).toEqual({ defaultSignatureId: null, signatures: [] });
    const none = await t.app.inject({ url: '/v1/user/visual-signature', headers });
    expect(none.statusCode).toBe(404);
  });

  it('GET /v1/user lists the table, default first; PUT /v1/user writes through to it', async () => {
    const { user, headers } = await account(t.app);
    const before = await t.app.inject({ url: '/v1/user', headers });
    expect(before.json().signatures).toEqual([
      expect.objectContaining({ name: 'Dana Demo', language: 'en', displayQr: false }),
    ]);
    // Reading the generated stamp stores nothing.
    expect(await rowsOf(user.id)).toEqual([]);

    await create(t.app, headers);
    clock.advance(1000);
    const made = await create(t.app, headers, {
      ...input,
      alias: 'B',
      name: 'D. Demo',
      default: true,
    });
    const profile = await t.app.inject({ url: '/v1/user', headers });
    expect(profile.json().signatures.map((s: { name: string }) => s.name)).toEqual([
      'D. Demo',
      'Dana Demo',
    ]);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/v1/user',
      headers,
      payload: {
        firstName: 'Dana',
        lastName: 'Demo',
        lang: 'en-gb',
        signatures: [{ ...profile.json().signatures[0], location: 'Basel' }],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const stored = await t.app.inject({
      url: `/v1/user/visual-signatures/${made.json().id}`,
      headers,
    });
    expect(stored.json()).toMatchObject({ alias: 'B', location: 'Basel', default: true });
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('keeps at most 20, refusing the 21st with 409 and storing nothing', async () => {
    const { user, headers } = await account(t.app);
    for (let n = 0; n < 20; n++) {
      expect((await create(t.app, headers, { ...input, alias: `S${n}` })).statusCode).toBe(201);
    }
    const refused = await create(t.app, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    expect(await rowsOf(user.id)).toHaveLength(20);
  });

  it('refuses a bad body with 400 and stores nothing', async () => {
    const { user, headers } = await account(t.app);
    for (const body of [
      { ...input, alias: '' },
      { ...input, language: 'xx' },
      { ...input, extra: 1 },
      { alias: 'No name', language: 'en' },
    ]) {
      const response = await create(t.app, headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe("nobody reaches another user's visual signatures", () => {
  it("answers 404 to every operation on a stranger's id and changes nothing", async () => {
    const owner = await account(t.app);
    const stranger = await account(t.app);
    const id = (await create(t.app, owner.headers)).json().id as string;
    const before = await rowsOf(owner.user.id);
    const calls = [
      { method: 'GET', url: `/v1/user/visual-signatures/${id}` },
      { method: 'PUT', url: `/v1/user/visual-signatures/${id}`, payload: input },
      { method: 'DELETE', url: `/v1/user/visual-signatures/${id}` },
      { method: 'DELETE', url: `/v1/images/signature/${id}` },
      {
        method: 'POST',
        url: `/v1/images/signature/${id}`,
        payload: Buffer.from('not read'),
        headers: { 'content-type': 'image/png' },
      },
      { method: 'GET', url: `/v1/user/preview-visual-signature?id=${id}` },
      { method: 'POST', url: `/v1/user/preview-visual-signature?id=${id}`, payload: input },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({
        ...call,
        headers: { ...stranger.headers, ...('headers' in call ? call.headers : {}) },
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await rowsOf(owner.user.id)).toEqual(before);
    expect((await list(t.app, stranger.headers)).signatures).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/v1/user/visual-signatures' });
    expect(response.statusCode).toBe(401);
  });
});

describe('options a business fixed (canUpdate false)', () => {
  const locked = {
    visualSignatures: {
      claim: { canUpdate: false, defaultValue: true },
      date: { canUpdate: false, defaultValue: false },
      std: { canUpdate: true, defaultValue: true },
    },
  };

  it.each([
    ['create', 'displayClaim', { displayClaim: false }],
    ['create', 'displayDate', { displayDate: true }],
    ['update', 'displayDate', { displayDate: true }],
    ['preview by body', 'displayClaim', { displayClaim: false }],
  ])('%s refuses %s with 403 VISUAL_SIGNATURE_OPTION_LOCKED', async (path, field, change) => {
    const { user, headers } = await account(t.app);
    await t.app.db.update(users).set({ permissions: locked }).where(eq(users.id, user.id));
    const allowed = { ...input, displayClaim: true, displayDate: false };
    const existing = (await create(t.app, headers, allowed)).json();
    expect(existing.displayDate).toBe(false);
    const before = await rowsOf(user.id);
    const body = { ...allowed, ...change };
    const response =
      path === 'create'
        ? await create(t.app, headers, body)
        : path === 'update'
          ? await t.app.inject({
              method: 'PUT',
              url: `/v1/user/visual-signatures/${existing.id}`,
              headers,
              payload: body,
            })
          : await t.app.inject({
              method: 'POST',
              url: '/v1/user/preview-visual-signature',
              headers,
              payload: body,
            });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: 'VISUAL_SIGNATURE_OPTION_LOCKED', field });
    expect(await rowsOf(user.id)).toEqual(before);
  });

  it('refuses a locked flag in the preview query, and takes the default when it is left out', async () => {
    const { user, headers } = await account(t.app);
    await t.app.db.update(users).set({ permissions: locked }).where(eq(users.id, user.id));
    const refused = await t.app.inject({
      url: '/v1/user/preview-visual-signature?date=true',
      headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().field).toBe('displayDate');
    const { displayClaim: _claim, displayDate: _date, ...rest } = input;
    const made = await create(t.app, headers, rest);
    expect(made.json()).toMatchObject({ displayClaim: true, displayDate: false });
  });
});

describe("the guest's visual signature", () => {
  it('is generated from the name the sender gave', async () => {
    const credentials = await createCredentials(t.app);
    const response = await t.app.inject({
      url: '/v1/direct/visual-signature',
      headers: guestPair(credentials.guest.secret, credentials.guest.requestId).basic,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('getDirectVisualSignature', response);
    expect(response.json()).toMatchObject({ placeholder: true, default: true, displayQr: false });
  });
});
