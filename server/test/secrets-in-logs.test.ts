import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatures } from '../src/db/schema';
import { buildApp, type TestApp } from './build';
import { bearer, createRequest, createUser, guestLink, login, post } from './fixtures';
import { captureMail } from './mail-capture';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const mail = captureMail();

let t: TestApp;
beforeAll(async () => {
  t = await buildApp({ logger: { level: 'trace', stream }, mail: { mailer: mail.mailer } });
});
afterAll(() => t?.close());

describe('secrets of the account flows', () => {
  it('never reach the log or a response', async () => {
    const { app } = t;
    const secrets: string[] = [];
    const bodies: string[] = [];
    const keep = (response: { body: string }) => {
      bodies.push(response.body);
      return response;
    };

    // Sign-up: the confirmation token and the new password.
    const email = `secret-${Date.now()}@example.test`;
    const password = 'plum orchard velvet 58';
    keep(await post(app, '/v1/request-confirmation', { email, lang: 'en-gb' }));
    const confirmation = mail.linkOf(email).searchParams.get('token') ?? '';
    keep(await post(app, '/v1/valid-confirmation', { token: confirmation, language: 'en-gb' }));
    const registered = keep(
      await post(app, '/v1/register', {
        firstName: 'S',
        lastName: 'T',
        password,
        token: confirmation,
        gtc: true,
        language: 'en-gb',
      }),
    );
    const sessionToken = JSON.parse(registered.body).token as string;
    secrets.push(confirmation, password);

    // Password checks and changes.
    keep(await post(app, '/v1/check-password', { password: 'checked secret 1234 zz' }));
    const changed = 'amber glacier whistle 19';
    keep(
      await post(app, '/v1/change-password', { old: password, new: changed }, bearer(sessionToken)),
    );
    keep(
      await post(
        app,
        '/v1/change-password',
        { old: 'wrong-old-secret', new: changed },
        bearer(sessionToken),
      ),
    );
    secrets.push('checked secret 1234 zz', changed, 'wrong-old-secret');

    // Reset: the reset token and the password set with it.
    keep(await post(app, '/v1/request-reset', { email }));
    const reset = mail.linkOf(email).searchParams.get('token') ?? '';
    const afterReset = 'copper lantern meadow 73';
    keep(await post(app, '/v1/reset-password', { token: reset, new: afterReset }));
    secrets.push(reset, afterReset);

    // The usertoken hand-over and a guest's download token in URLs.
    const user = await createUser(app);
    const handedOver = await login(app, user);
    await app.inject({ url: `/v1/datetime?usertoken=${handedOver}` });
    await app.inject({ url: `/dashboard?usertoken=${handedOver}&tab=inbox` });
    secrets.push(handedOver, user.password);

    // A guest's TAN.
    const requestId = await createRequest(app, {
      ownerId: user.id,
      title: 'T',
      status: 'OPEN',
      signers: [{ email: 'guest-secret@example.ch', status: 'OPEN' }],
    });
    const [signature] = await app.db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, requestId));
    const link = await guestLink(app, signature?.id ?? '', requestId);
    const guest = link.basic;
    keep(await post(app, '/v1/direct/tan/resend', undefined, guest));
    const tan = /is (\d{6})/.exec(mail.last('guest-secret@example.ch').text)?.[1] ?? '';
    keep(await post(app, '/v1/direct/tan/check', { tan }, guest));
    await app.inject({
      url: `/v3/direct/signature-requests/${requestId}/zip?token=${link.token}`,
    });
    // The signing page itself: the secret travels in its path.
    await app.inject({ url: `/view/${requestId}/${link.secret}` });
    secrets.push(tan, link.secret, link.token, link.basic.authorization.slice('Basic '.length));

    // The sandbox card page: its setup intent's client secret travels in the query.
    const { id: customerId } = await app.payments.provider.createCustomer({
      email: 'payer-secret@example.ch',
      name: 'Payer',
      country: 'CH',
      metadata: {},
    });
    const intent = await app.payments.provider.createSetupIntent({
      customerId,
      metadata: {},
      returnUrl: 'https://app.test/business/billing/plan',
    });
    await app.inject({
      url: new URL(intent.redirectUrl).pathname + new URL(intent.redirectUrl).search,
    });
    secrets.push(intent.clientSecret);

    await new Promise((resolve) => setImmediate(resolve));
    const log = lines.join('');
    expect(log).toContain('client_secret=[Redacted]');
    expect(log).toContain('usertoken=[Redacted]');
    expect(log).toContain('zip?token=[Redacted]');
    expect(log).toContain(`/view/${requestId}/gl_[Redacted]`);
    for (const secret of [...secrets, sessionToken]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
    for (const secret of secrets) {
      for (const body of bodies) expect(body).not.toContain(secret);
    }
  });
});
