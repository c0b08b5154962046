import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signatures, users } from '../../server/src/db/schema';
import { setIdentityProvider } from '../../server/src/domain/accounts/identity-providers';
import { startInvitationVerification } from '../../server/src/domain/requests/verifications';
import { build } from '../../server/test/build';
import {
  bearer,
  createRequest,
  createUser,
  guestLink,
  login,
  post,
  PASSWORD,
} from '../../server/test/fixtures';
import { captureMail } from '../../server/test/mail-capture';
import { expectContractResponse, type OperationId } from './contract';

/**
 * The account, user and guest operations (issue 5) on the real app: every answer, success
 * and failure alike, must be one the contract declares, with a body valid against it.
 */
const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer } });

async function expectStatus(
  operationId: OperationId,
  status: number,
  response: Awaited<ReturnType<typeof post>>,
) {
  expect(response.statusCode, response.body).toBe(status);
  expectContractResponse(operationId, response);
}

async function signedIn() {
  const user = await createUser(t.app, {
    firstName: 'Dana',
    lastName: 'Demo',
    attributes: { lang: ['en-gb'], free_account_type: ['free_v1'] },
  });
  await t.app.db
    .update(users)
    .set({ signatureQualities: { qes: { zertes: { quality: 'demo' } } } })
    .where(eq(users.id, user.id));
  return { user, token: await login(t.app, user) };
}

describe('auth', () => {
  it('sign-up, passwords and single sign-on', async () => {
    const email = `contract-${Date.now()}@example.test`;
    await expectStatus(
      'requestConfirmation',
      202,
      await post(t.app, '/v1/request-confirmation', { email, lang: 'en-gb' }),
    );
    const token = mail.linkOf(email).searchParams.get('token') ?? '';
    await expectStatus(
      'validateConfirmation',
      200,
      await post(t.app, '/v1/valid-confirmation', { token, language: 'en-gb' }),
    );
    const registration = {
      firstName: 'C',
      lastName: 'T',
      password: 'saffron bicycle window 31',
      token,
      gtc: true,
      language: 'en-gb',
    };
    const registered = await post(t.app, '/v1/register', registration);
    await expectStatus('register', 201, registered);
    await expectStatus('register', 422, await post(t.app, '/v1/register', registration));
    await expectStatus('register', 400, await post(t.app, '/v1/register', { gtc: true }));
    const session = bearer(registered.json().token);

    await expectStatus(
      'checkPassword',
      200,
      await post(t.app, '/v1/check-password', { password: 'password' }),
    );
    await expectStatus(
      'changePassword',
      422,
      await post(t.app, '/v1/change-password', { old: 'nope', new: 'x'.repeat(12) }, session),
    );
    await expectStatus(
      'changePassword',
      204,
      await post(
        t.app,
        '/v1/change-password',
        { old: registration.password, new: 'tangerine cellar piano 88' },
        session,
      ),
    );
    await expectStatus(
      'requestPasswordReset',
      202,
      await post(t.app, '/v1/request-reset', { email }),
    );
    await expectStatus(
      'resetPassword',
      422,
      await post(t.app, '/v1/reset-password', { token: 'u'.repeat(40), new: 'x'.repeat(12) }),
    );
    await setIdentityProvider(
      { db: t.app.db, now: t.app.now() },
      {
        domain: 'sso-contract.example',
        issuer: null,
        clientId: 'paraph',
        clientSecretEncrypted: null,
        businessId: null,
      },
    );
    await expectStatus(
      'findIdentityProvider',
      200,
      await post(t.app, '/v1/identity_providers', { email: 'a@sso-contract.example' }),
    );
    await expectStatus(
      'findIdentityProvider',
      404,
      await post(t.app, '/v1/identity_providers', { email: 'a@example.test' }),
    );
  });

  it('login rate limit', async () => {
    const user = await createUser(t.app);
    let response = await post(t.app, '/v1/login', { email: user.email, password: 'x' });
    for (let i = 0; i < 10; i += 1) {
      response = await post(t.app, '/v1/login', { email: user.email, password: 'x' });
    }
    await expectStatus('login', 429, response);
  });
});

describe('user', () => {
  it('every user operation', async () => {
    const { user, token } = await signedIn();
    const auth = bearer(token);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/v1/user',
      headers: auth,
      payload: {
        firstName: 'Dana',
        lastName: 'Demo',
        lang: 'de-ch',
        mobile: null,
        signatures: [{ name: 'Dana Demo', language: 'de' }],
      },
    });
    await expectStatus('updateUser', 200, updated);
    await expectStatus(
      'getSignatureQualitiesDetail',
      200,
      await t.app.inject({ url: '/v3/user/signature-qualities-detail', headers: auth }),
    );
    await expectStatus(
      'acceptTerms',
      204,
      await post(t.app, '/v1/user/accept', { gtc: true }, auth),
    );
    await expectStatus(
      'registerReferral',
      204,
      await post(t.app, '/v1/user/cello', { ucc: 'ref_1' }, auth),
    );
    await createRequest(t.app, {
      ownerId: user.id,
      title: 'R',
      status: 'OPEN',
      signers: [{ email: 'max@example.test', firstName: 'Max', status: 'OPEN' }],
    });
    await expectStatus(
      'autocompleteEmail',
      200,
      await t.app.inject({ url: '/v1/email_input_autocomplete?input=max', headers: auth }),
    );
    await expectStatus('getServerTime', 200, await t.app.inject({ url: '/v1/datetime' }));
    await expectStatus(
      'deleteAccount',
      422,
      await post(t.app, '/v1/user/delete', { password: 'wrong' }, auth),
    );
    await expectStatus(
      'deleteAccount',
      204,
      await post(t.app, '/v1/user/delete', { password: PASSWORD }, auth),
    );
    await expectStatus('getUser', 401, await t.app.inject({ url: '/v1/user', headers: auth }));
  });
});

describe('direct', () => {
  it('guest details, TAN and invitation verification', async () => {
    const owner = await createUser(t.app);
    const requestId = await createRequest(t.app, {
      ownerId: owner.id,
      title: 'Lease',
      status: 'OPEN',
      signers: [{ email: 'guest-contract@example.ch', status: 'OPEN' }],
    });
    const [signature] = await t.app.db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, requestId));
    const sid = signature?.id ?? '';
    const guest = (await guestLink(t.app, sid, requestId)).basic;

    await expectStatus(
      'getDirectUser',
      200,
      await t.app.inject({ url: '/v1/direct/user', headers: guest }),
    );
    await expectStatus(
      'updateDirectUser',
      200,
      await t.app.inject({
        method: 'PUT',
        url: '/v1/direct/user',
        headers: guest,
        payload: { firstName: 'Max', lastName: 'Muster', language: 'it' },
      }),
    );
    await expectStatus(
      'resendDirectTan',
      202,
      await post(t.app, '/v1/direct/tan/resend', undefined, guest),
    );
    await expectStatus(
      'resendDirectTan',
      429,
      await post(t.app, '/v1/direct/tan/resend', undefined, guest),
    );
    await expectStatus(
      'checkDirectTan',
      422,
      await post(t.app, '/v1/direct/tan/check', { tan: '000000' }, guest),
    );

    const verification = await startInvitationVerification(
      { db: t.app.db, mail: t.app.mail, now: t.app.now() },
      sid,
    );
    await expectStatus(
      'respondVerification',
      422,
      await post(t.app, `/api/respond/${verification.id}`, { secret: '000000' }),
    );
    await expectStatus(
      'resendVerification',
      429,
      await post(t.app, `/api/resend/${verification.id}`),
    );
    await expectStatus(
      'cancelVerification',
      204,
      await post(t.app, `/api/cancel/${verification.id}`),
    );
    await expectStatus(
      'respondVerification',
      409,
      await post(t.app, `/api/respond/${verification.id}`, { secret: '000000' }),
    );
    await expectStatus('resendVerification', 404, await post(t.app, '/api/resend/ver_missing0000'));
  });
});
