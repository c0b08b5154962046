import { describe, expect, it } from 'vitest';
import { build } from './build';
import { createCredentials, type Credentials } from './contract';

/**
 * Guest signers (role nas) authenticate with the pair from their link: the signature id as
 * the Basic username and the request id as the password, or the same pair base64url-encoded
 * as `?token=` on download links.
 */
const t = build();
let credentials: Credentials;

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

async function guest() {
  credentials ??= await createCredentials(t.app);
  return credentials.guest;
}

describe('guestBasic', () => {
  it('admits the signer of the request', async () => {
    const { signatureId, requestId } = await guest();
    const response = await t.app.inject({
      url: '/v1/direct/user',
      headers: basic(signatureId, requestId),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'an unknown signature id',
      (g: Credentials['guest']) => basic('sig_unknown0000000', g.requestId),
    ],
    ['another request id', (g: Credentials['guest']) => basic(g.signatureId, 'sr_other0000000000')],
    ['the pair swapped', (g: Credentials['guest']) => basic(g.requestId, g.signatureId)],
    ['no password', (g: Credentials['guest']) => basic(g.signatureId, '')],
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
    const { signatureId, requestId } = await guest();
    const response = await t.app.inject({
      url: '/v1/user',
      headers: basic(signatureId, requestId),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('guestToken', () => {
  it('admits a download link carrying the pair', async () => {
    const { signatureId, requestId } = await guest();
    const token = Buffer.from(`${signatureId}:${requestId}`).toString('base64url');
    const response = await t.app.inject({
      url: `/v3/direct/signature-requests/${requestId}/zip?token=${token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
  });

  it('refuses a wrong pair and is not accepted where only Basic is', async () => {
    const { signatureId, requestId } = await guest();
    const wrong = Buffer.from(`${signatureId}:sr_other0000000000`).toString('base64url');
    const zip = await t.app.inject({
      url: `/v3/direct/signature-requests/${requestId}/zip?token=${wrong}`,
    });
    expect(zip.statusCode).toBe(401);
    const token = Buffer.from(`${signatureId}:${requestId}`).toString('base64url');
    const user = await t.app.inject({ url: `/v1/direct/user?token=${token}` });
    expect(user.statusCode).toBe(401);
  });
});
