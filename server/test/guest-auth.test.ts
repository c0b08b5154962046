import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signatures, signerLinks } from '../src/db/schema';
import { build } from './build';
import { createCredentials, type Credentials } from './contract';
import { createRequest, createUser, guestLink, guestPair } from './fixtures';

/**
 * Guest signers (role nas) authenticate with the pair from their mailed link: the link's
 * secret as the Basic username and the request id as the password, or the same pair
 * base64url-encoded as `?token=` on download links. The public signature id proves nothing.
 */
const t = build();
let credentials: Credentials;

async function guest() {
  credentials ??= await createCredentials(t.app);
  return credentials.guest;
}

const basic = (user: string, password: string) => guestPair(user, password).basic;

describe('guestBasic', () => {
  it('admits the holder of the link', async () => {
    const { secret, requestId, signatureId } = await guest();
    const response = await t.app.inject({
      url: '/v1/direct/user',
      headers: basic(secret, requestId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: signatureId });
  });

  it.each([
    ['the public signature id', (g: Credentials['guest']) => basic(g.signatureId, g.requestId)],
    ['an unknown secret', (g: Credentials['guest']) => basic(`gl_${'A'.repeat(43)}`, g.requestId)],
    ['another request id', (g: Credentials['guest']) => basic(g.secret, 'sr_other0000000000')],
    ['the pair swapped', (g: Credentials['guest']) => basic(g.requestId, g.secret)],
    ['no password', (g: Credentials['guest']) => basic(g.secret, '')],
    ['a bearer token', () => ({ authorization: `Bearer ${credentials.token}` })],
  ])('refuses %s', async (_name, headersFor) => {
    const response = await t.app.inject({
      url: '/v1/direct/user',
      headers: headersFor(await guest()),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('does not open operations of signed-in users', async () => {
    const { secret, requestId } = await guest();
    const response = await t.app.inject({ url: '/v1/user', headers: basic(secret, requestId) });
    expect(response.statusCode).toBe(401);
  });

  it('stores only a hash of the secret', async () => {
    const { secret, signatureId } = await guest();
    const rows = await t.app.db
      .select()
      .from(signerLinks)
      .where(eq(signerLinks.signatureId, signatureId));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('never opens a signature that belongs to an account', async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    const requestId = await createRequest(t.app, {
      ownerId: owner.id,
      title: 'Account signer',
      status: 'OPEN',
      signers: [{ email: member.email, status: 'OPEN' }],
    });
    const [row] = await t.app.db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, requestId));
    await t.app.db.update(signatures).set({ userId: member.id }).where(eq(signatures.id, row!.id));
    // Even a genuine secret of that signature (e.g. mailed before the address got an account).
    const link = await guestLink(t.app, row!.id, requestId);
    for (const url of ['/v1/direct/user', `/v3/direct/signature-requests/${requestId}`]) {
      expect((await t.app.inject({ url, headers: link.basic })).statusCode, url).toBe(401);
    }
  });
});

describe('guestToken', () => {
  it('admits a download link carrying the pair', async () => {
    const { secret, requestId } = await guest();
    const response = await t.app.inject({
      url: `/v3/direct/signature-requests/${requestId}/zip?token=${guestPair(secret, requestId).token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
  });

  it('refuses a wrong pair and is not accepted where only Basic is', async () => {
    const { secret, signatureId, requestId } = await guest();
    for (const wrong of [
      guestPair(secret, 'sr_other0000000000').token,
      guestPair(signatureId, requestId).token,
    ]) {
      const zip = await t.app.inject({
        url: `/v3/direct/signature-requests/${requestId}/zip?token=${wrong}`,
      });
      expect(zip.statusCode).toBe(401);
    }
    const user = await t.app.inject({
      url: `/v1/direct/user?token=${guestPair(secret, requestId).token}`,
    });
    expect(user.statusCode).toBe(401);
  });
});
