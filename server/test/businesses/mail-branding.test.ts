import { describe, expect, it } from 'vitest';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { captureMail } from '../mail-capture';
import { sendRequest, sign } from '../signing/sign-setup';
import { createBusiness } from './setup';

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

const LOGO = { sha256: 'b'.repeat(64), contentType: 'image/png', width: 160, height: 48 };

async function person(user: { email: string; password: string }) {
  return { email: user.email, headers: bearer(await login(t.app, user)) };
}

describe('mails about a business’s request', () => {
  it('open with the business’s logo: the invitation and the completion mail', async () => {
    const { business, members } = await createBusiness(t.app, { members: 1, logo: LOGO });
    const owner = await person(members[0]!);
    const signer = await person(await createUser(t.app));
    const request = await sendRequest(t.app, owner, [signer.email]);
    const img = `<img src="https://app.test/v1/images/logo/${business.id}?v=${'b'.repeat(16)}" alt="Acme AG" width="160" height="48"`;
    expect(mail.last(signer.email).html).toContain(img);
    // Pictures are for the HTML part; the text part stays as it was.
    expect(mail.last(signer.email).text).not.toContain('images/logo');

    const signed = await sign(t.app, signer, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    await expect
      .poll(() => mail.last(owner.email).subject)
      .toContain('has been signed by everyone');
    expect(mail.last(owner.email).html).toContain(img);
  });

  it('have no logo when the business has none, nor for a free user', async () => {
    const { members } = await createBusiness(t.app, { members: 1 });
    for (const sender of [members[0]!, await createUser(t.app)]) {
      const signer = await createUser(t.app);
      await sendRequest(t.app, await person(sender), [signer.email]);
      expect(mail.last(signer.email).html).not.toContain('<img');
    }
  });
});
