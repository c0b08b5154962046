import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { build, createClock } from '../build';
import { bearer, post } from '../fixtures';
import { captureMail } from '../mail-capture';
import { problemCode } from '../signing/sign-setup';
import { atProvider, IDENTITY, SECRET } from './setup';

const mail = captureMail();
const clock = createClock(new Date());
const t = build({
  now: clock.now,
  mail: { mailer: mail.mailer, publicUrl: 'https://app.test' },
  identification: {
    webhookSecret: SECRET,
    sandbox: { reviewMs: 0, activationMs: 0, slowReviewMs: 0 },
  },
});

const PASSWORD = 'a long passphrase nobody guesses 2026';
let counter = 0;

/** The confirmation link's token of a new sign-up in `flow`. */
async function signupLink(flow: 'eidplus' | 'free' = 'eidplus') {
  const email = `visitor-${(counter += 1)}-${flow}@example.test`;
  const response = await post(t.app, '/v1/request-confirmation', { email, lang: 'en-gb', flow });
  expect(response.statusCode).toBe(202);
  return { email, token: mail.linkOf(email).searchParams.get('token') ?? '' };
}

const register = (token: string) =>
  post(t.app, '/v1/register', {
    firstName: 'Typed',
    lastName: 'Name',
    password: PASSWORD,
    token,
    gtc: true,
    language: 'en-gb',
  });

const start = (token: string, method = 'loc') =>
  post(t.app, `/v1/signup/identification/intrum/${method}`, {
    token,
    returnPath: `/signup/flows/eidplus/confirm?token=${token}`,
  });

describe('sign-up by identification (eID+)', () => {
  it('a visitor identifies first and the account is made from the verified identity', async () => {
    const methods = await t.app.inject({ url: '/v1/signup/identification/methods' });
    expectContractResponse('listSignupIdentificationMethods', methods);
    expect(methods.json()).toMatchObject({ covered: false });
    expect(methods.json().zertes.map((o: { method: string }) => o.method)).toEqual([
      'loc',
      'external-sc',
    ]);

    const { email, token } = await signupLink();
    const started = await start(token);
    expect(started.statusCode, started.body).toBe(201);
    const state = started.json();
    const back = await atProvider(t.app, state.url, 'succeed');
    expect(back).toBe(
      `https://app.test/signup/flows/eidplus/confirm?token=${token}&identification=${state.id}`,
    );
    const done = await t.app.inject({
      url: `/v1/signup/identification/intrum/loc?token=${encodeURIComponent(token)}`,
    });
    expectContractResponse('getSignupIdentification', done);
    expect(done.json()).toMatchObject({
      status: 'success',
      certificateReady: true,
      nameMismatch: false,
    });

    const registered = await register(token);
    expect(registered.statusCode, registered.body).toBe(201);
    const user = (
      await t.app.inject({ url: '/v1/user', headers: bearer(registered.json().token) })
    ).json();
    expect(user).toMatchObject({
      email,
      firstName: IDENTITY.firstName,
      lastName: IDENTITY.lastName,
      highestQuality: 'qes',
    });
    expect(user.signatureQualities.qes).toEqual({ zertes: { quality: 'qes' } });
    expect(user.attributes.immutable_eid_fields).toEqual(['firstName', 'lastName']);
    // The link is used up: the state can no longer be read with it.
    const after = await t.app.inject({
      url: `/v1/signup/identification/intrum/loc?token=${encodeURIComponent(token)}`,
    });
    expect(after.statusCode).toBe(422);
  });

  it('registering before the identification is finished is refused and the link stays usable', async () => {
    const { token } = await signupLink();
    const early = await register(token);
    expect(early.statusCode).toBe(422);
    expect(problemCode(early)).toBe('IDENTIFICATION_REQUIRED');
    const started = await start(token);
    await atProvider(t.app, started.json().url, 'fail');
    expect(problemCode(await register(token))).toBe('IDENTIFICATION_REQUIRED');
    const again = await start(token, 'external-sc');
    await atProvider(t.app, again.json().url, 'succeed');
    expect((await register(token)).statusCode).toBe(201);
  });

  it('refuses a link of another sign-up, an unknown link and a method nothing pays for', async () => {
    const free = await signupLink('free');
    expect(problemCode(await start(free.token))).toBe('TOKEN_INVALID');
    expect(problemCode(await start('cnf_unknown'))).toBe('TOKEN_INVALID');
    const { token } = await signupLink();
    const video = await start(token, 'video');
    expect(video.statusCode).toBe(403);
    expect(problemCode(video)).toBe('IDENTIFICATION_METHOD_NOT_OFFERED');
    // A free sign-up registers as before, without identifying.
    expect((await register(free.token)).statusCode).toBe(201);
  });
});
