import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { signatureRequests, signatures, users, visualSignatures } from '../src/db/schema';
import { build } from './build';
import { bearer, createRequest, createUser, login, post } from './fixtures';

const t = build();

describe('POST /v1/user/delete', () => {
  it('withdraws open requests, keeps what others need and removes the rest', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const token = await login(t.app, user);

    const openShared = await createRequest(t.app, {
      ownerId: user.id,
      title: 'Open, sent to someone',
      status: 'OPEN',
      signers: [{ email: other.email, status: 'OPEN' }],
    });
    const draft = await createRequest(t.app, {
      ownerId: user.id,
      title: 'Draft',
      status: 'DRAFT',
      signers: [{ email: other.email, status: 'DRAFT' }],
    });
    const alone = await createRequest(t.app, {
      ownerId: user.id,
      title: 'Only me',
      status: 'SIGNED',
      signers: [{ email: user.email, status: 'SIGNED' }],
    });
    const theirs = await createRequest(t.app, {
      ownerId: other.id,
      title: 'Theirs, signed by the user',
      status: 'SIGNED',
      signers: [{ email: user.email, status: 'SIGNED' }],
    });

    const response = await post(
      t.app,
      '/v1/user/delete',
      { password: user.password },
      bearer(token),
    );
    expect(response.statusCode).toBe(204);

    const byId = async (id: string) =>
      (await t.app.db.select().from(signatureRequests).where(eq(signatureRequests.id, id)))[0];
    expect((await byId(openShared))?.statusOverall).toBe('WITHDRAWN');
    const [openSigner] = await t.app.db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, openShared));
    expect(openSigner?.statusCode).toBe('WITHDRAWN');
    expect(await byId(draft)).toBeUndefined();
    expect(await byId(alone)).toBeUndefined();
    expect(await byId(theirs)).toBeDefined();
    const [kept] = await t.app.db.select().from(signatures).where(eq(signatures.requestId, theirs));
    expect(kept).toMatchObject({ email: user.email, userId: null, statusCode: 'SIGNED' });

    // The account is a scrubbed tombstone: it owns a request the other signer keeps.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).not.toBe(user.email);
    expect(row).toMatchObject({ firstName: '', lastName: '', attributes: {} });
    expect(row?.deletedAt).not.toBeNull();

    expect((await t.app.inject({ url: '/v1/user', headers: bearer(token) })).statusCode).toBe(401);
    const again = await post(t.app, '/v1/login', { email: user.email, password: user.password });
    expect(again.statusCode).toBe(401);
    // The other user still sees the withdrawn request.
    const otherToken = await login(t.app, other);
    const list = await t.app.inject({
      url: '/v3/signature-requests?view=declined',
      headers: bearer(otherToken),
    });
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(openShared);
  });

  it('removes an account with nothing to keep entirely', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);
    await post(t.app, '/v1/user/delete', { password: user.password }, bearer(token));
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('removes the visual signatures and the bytes of their images', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);
    const headers = bearer(token);
    const made = await post(
      t.app,
      '/v1/user/visual-signatures',
      { alias: 'Mine', name: 'Dana Demo', language: 'en' },
      headers,
    );
    const image = await sharp({
      create: { width: 120, height: 40, channels: 3, background: '#203040' },
    })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/v1/images/signature/${made.json().id}`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: image,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(204);
    const [row] = await t.app.db
      .select()
      .from(visualSignatures)
      .where(eq(visualSignatures.userId, user.id));
    await post(t.app, '/v1/user/delete', { password: user.password }, headers);
    expect(
      await t.app.db.select().from(visualSignatures).where(eq(visualSignatures.userId, user.id)),
    ).toEqual([]);
    expect(await t.app.blobs.has(row!.imageSha256!)).toBe(false);
  });

  it('needs the right password, a body and a token', async () => {
    const user = await createUser(t.app);
    const token = await login(t.app, user);
    const wrong = await post(t.app, '/v1/user/delete', { password: 'nope' }, bearer(token));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const missing = await post(t.app, '/v1/user/delete', {}, bearer(token));
    expect(missing.json()).toMatchObject({ status: 400, field: 'password' });
    const anonymous = await post(t.app, '/v1/user/delete', { password: user.password });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/v1/user', headers: bearer(token) })).statusCode).toBe(200);
  });
});
