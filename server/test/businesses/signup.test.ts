import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses } from '../../src/db/schema';
import { build, createClock } from '../build';
import { bearer, post } from '../fixtures';
import { captureMail } from '../mail-capture';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });
const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;
const newEmail = () => `founder-${Date.now()}-${(counter += 1)}@example.test`;
const COMPANY = {
  name: 'Gründer AG',
  email: 'office@gruender.example',
  country: 'CH',
  gtc_accepted: true,
  dpa_accepted: true,
};

async function signUp(email: string, business?: object) {
  const asked = await post(t.app, '/v1/request-confirmation', {
    email,
    lang: 'de-ch',
    flow: 'business',
    ...(business ? { business } : {}),
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const token = mail.linkOf(email).searchParams.get('token') ?? '';
  const valid = await post(t.app, '/v1/valid-confirmation', { token, language: 'de-ch' });
  expect(valid.statusCode).toBe(200);
  expectContractResponse('validateConfirmation', valid);
  const registered = await post(t.app, '/v1/register', {
    firstName: 'Gina',
    lastName: 'Gründer',
    password: 'quiet meadow lantern 42',
    token,
    gtc: true,
    language: 'de-ch',
    celloUCC: 'ref_9',
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const me = await t.app.inject({ url: '/v1/user', headers: bearer(registered.json().token) });
  return { valid: valid.json(), me: me.json() };
}

describe('business sign-up through the mailed link', () => {
  it('keeps the company with the link and creates it with the account as admin', async () => {
    const email = newEmail();
    const { valid, me } = await signUp(email, COMPANY);
    expect(valid).toEqual({ email, flow: 'business', businessName: 'Gründer AG' });
    expect(me.business).toMatchObject({
      name: 'Gründer AG',
      role: 'admin',
      paymentMethod: 'TRIALING',
      trialEndsAt: new Date(clock.now().getTime() + 14 * DAY_MS).toISOString(),
      pricePlan: { name: 'team', startAt: clock.now().toISOString() },
    });
    const [row] = await t.app.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, me.business.id as string));
    expect(row).toMatchObject({ celloUcc: 'ref_9', gtcAcceptedAt: clock.now() });
  });

  it('without a company creates the account alone', async () => {
    const email = newEmail();
    const { valid, me } = await signUp(email);
    expect(valid).toEqual({ email, flow: 'business' });
    expect(me.business).toBeNull();
  });

  it('ignores a company sent with another flow', async () => {
    const email = newEmail();
    await post(t.app, '/v1/request-confirmation', { email, lang: 'de-ch', business: COMPANY });
    const token = mail.linkOf(email).searchParams.get('token') ?? '';
    const valid = await post(t.app, '/v1/valid-confirmation', { token, language: 'de-ch' });
    expect(valid.json()).toEqual({ email, flow: 'free' });
  });
});
