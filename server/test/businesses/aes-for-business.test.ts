import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessDomains, businesses, businessMembers, users } from '../../src/db/schema';
import { build, createClock } from '../build';
import { createSubscribedBusiness } from '../billing/subscribed';
import { bearer, createUser } from '../fixtures';
import { captureMail } from '../mail-capture';
import { createSession } from '../../src/domain/accounts/sessions';
import { people, type Person } from '../requests/lifecycle-setup';
import { codeIn, problemCode, sendRequest, sign } from '../signing/sign-setup';
import { as } from './people-setup';
import { createBusiness } from './setup';

const mail = captureMail();
// The certificate authority dates certificates by the real clock, so the test clock starts now.
const clock = createClock(new Date());
const t = build({
  now: clock.now,
  mail: { mailer: mail.mailer, publicUrl: 'https://app.test' },
  signing: { lockWaitMs: 200 },
});

let counter = 0;
const newDomain = () => `corp-${Date.now()}-${(counter += 1)}.example`;

const SETUP = {
  representativeName: 'Dana Demo',
  representativeEmail: 'dana@acme.example',
  commercialRegister: 'CHE-123.456.789',
};

/** A business with a verified domain, and what a refused call must leave as it was. */
async function businessWithDomain() {
  const made = await createBusiness(t.app, { members: 1 });
  const domain = newDomain();
  await claim(made.business.id, domain);
  return { ...made, domain };
}

async function claim(businessId: string, domain: string, verified = true) {
  const now = t.app.now();
  await t.app.db.insert(businessDomains).values({
    domain,
    businessId,
    verificationToken: 'token',
    verifiedAt: verified ? now : null,
    createdAt: now,
  });
}

async function storedSetup(businessId: string) {
  const [row] = await t.app.db
    .select({ setup: businesses.aesForBusiness, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}

/** A signed-in account at `domain`, a member of the business (or of none). */
async function personAt(domain: string, businessId?: string): Promise<Person & { id: string }> {
  const user = await createUser(t.app, { email: `pat-${(counter += 1)}@${domain}` });
  if (businessId) {
    await t.app.db.insert(businessMembers).values({ userId: user.id, businessId, role: 'member' });
  }
  const { token } = await createSession({ db: t.app.db, now: t.app.now() }, user.id);
  return { id: user.id, email: user.email, headers: bearer(token) };
}

const extrasUrl = (id: string) => `/v2/businesses/${id}/customextras`;
const aesUrl = (id: string) => `${extrasUrl(id)}/aes4biz`;

async function profileOf(person: Person) {
  const response = await t.app.inject({ url: '/v1/user', headers: person.headers });
  expect(response.statusCode, response.body).toBe(200);
  expectContractResponse('getUser', response);
  return response.json<{ highestQuality: string; signatureQualities: { aes?: unknown } }>();
}

describe('GET and PUT /v2/businesses/{id}/customextras/aes4biz', () => {
  it('enables AES for business with trimmed texts and each domain once, in lower case', async () => {
    const { business, admin, domain } = await businessWithDomain();
    const response = await as(t.app, admin, 'PUT', aesUrl(business.id), {
      enabled: true,
      representativeName: '  Dana Demo ',
      representativeEmail: 'dana@acme.example',
      commercialRegister: 'CHE-123.456.789 ',
      domains: [domain.toUpperCase(), domain],
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('updateAes4Biz', response);
    const expected = {
      stripe: { customerPortalURL: null, subscriptionErrorCode: null, subscriptionStatus: null },
      aes4biz: { enabled: true, ...SETUP, domains: [domain] },
    };
    expect(response.json()).toEqual(expected);
    const read = await as(t.app, admin, 'GET', extrasUrl(business.id));
    expect(read.statusCode).toBe(200);
    expectContractResponse('getBusinessCustomExtras', read);
    expect(read.json()).toEqual(expected);
  });

  it('disabling keeps the rest for later, and a disabled setup needs nothing', async () => {
    const { business, admin, domain } = await businessWithDomain();
    await as(t.app, admin, 'PUT', aesUrl(business.id), {
      enabled: true,
      ...SETUP,
      domains: [domain],
    });
    const off = await as(t.app, admin, 'PUT', aesUrl(business.id), {
      enabled: false,
      ...SETUP,
      domains: [domain],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().aes4biz).toEqual({ enabled: false, ...SETUP, domains: [domain] });
    const bare = await as(t.app, admin, 'PUT', aesUrl(business.id), { enabled: false });
    expect(bare.statusCode, bare.body).toBe(200);
    expectContractResponse('updateAes4Biz', bare);
    expect(bare.json().aes4biz).toEqual({ enabled: false });
  });

  it.each([
    ['representativeName', { ...SETUP, representativeName: '   ' }],
    ['representativeName', { representativeEmail: SETUP.representativeEmail }],
    ['representativeEmail', { ...SETUP, representativeEmail: undefined }],
    ['commercialRegister', { ...SETUP, commercialRegister: undefined }],
    ['domains', { ...SETUP }],
    ['domains', { ...SETUP, domains: [] }],
  ])('enabling without %s is 422 naming it, and changes nothing', async (field, fields) => {
    const { business, admin } = await businessWithDomain();
    const before = await storedSetup(business.id);
    const response = await as(t.app, admin, 'PUT', aesUrl(business.id), {
      enabled: true,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(422);
    expectContractResponse('updateAes4Biz', response);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await storedSetup(business.id)).toEqual(before);
  });

  it.each([
    [
      'not verified yet',
      async (businessId: string, domain: string) => claim(businessId, domain, false),
    ],
    [
      'verified by another business',
      async (_: string, domain: string) => claim((await createBusiness(t.app)).business.id, domain),
    ],
    ['never added', async () => {}],
  ])(
    'a domain %s is 422 DOMAIN_NOT_VERIFIED, also when disabled, and changes nothing',
    async (_, arrange) => {
      const { business, admin, domain: verified } = await businessWithDomain();
      const domain = newDomain();
      await arrange(business.id, domain);
      const before = await storedSetup(business.id);
      for (const enabled of [true, false]) {
        const response = await as(t.app, admin, 'PUT', aesUrl(business.id), {
          enabled,
          ...SETUP,
          domains: [verified, domain],
        });
        expect(response.statusCode, response.body).toBe(422);
        expectContractResponse('updateAes4Biz', response);
        expect(problemCode(response)).toBe('DOMAIN_NOT_VERIFIED');
      }
      expect(await storedSetup(business.id)).toEqual(before);
    },
  );

  it('only an admin of the business: a member 403, anyone else 404, changing nothing', async () => {
    const { business, members, domain } = await businessWithDomain();
    const other = await createBusiness(t.app);
    const stranger = await createUser(t.app);
    const before = await storedSetup(business.id);
    const body = { enabled: true, ...SETUP, domains: [domain] };
    for (const [person, status] of [
      [members[0]!, 403],
      [other.admin, 404],
      [stranger, 404],
    ] as const) {
      const put = await as(t.app, person, 'PUT', aesUrl(business.id), body);
      expect(put.statusCode, put.body).toBe(status);
      expectContractResponse('updateAes4Biz', put);
      const get = await as(t.app, person, 'GET', extrasUrl(business.id));
      expect(get.statusCode, get.body).toBe(status);
    }
    expect(await storedSetup(business.id)).toEqual(before);
  });
});

describe('custom extras with a subscription', () => {
  it('shows the subscription status; the portal link and failure code are not stored', async () => {
    const { business, admin } = await createSubscribedBusiness(t.app, {
      subscription: { status: 'past_due' },
    });
    const response = await as(t.app, admin, 'GET', extrasUrl(business.id));
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('getBusinessCustomExtras', response);
    expect(response.json()).toEqual({
      stripe: {
        customerPortalURL: null,
        subscriptionErrorCode: null,
        subscriptionStatus: 'past_due',
      },
      aes4biz: { enabled: false },
    });
  });
});

describe('the effect: members on a listed verified domain sign at AES', () => {
  /** A business vouching for `domain`, a member there and a member elsewhere. */
  async function vouching() {
    const { business, admin, domain } = await businessWithDomain();
    const enabled = await as(t.app, admin, 'PUT', aesUrl(business.id), {
      enabled: true,
      ...SETUP,
      domains: [domain],
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const member = await personAt(domain, business.id);
    const elsewhere = await personAt(newDomain(), business.id);
    return { business, admin, domain, member, elsewhere };
  }

  async function aesRequest(signer: Person) {
    const { owner } = await people(t.app);
    return sendRequest(t.app, owner, [signer.email], { quality: 'AES' });
  }

  it('the profile shows aes for the member on the domain, not for one elsewhere', async () => {
    const { member, elsewhere } = await vouching();
    const profile = await profileOf(member);
    expect(profile.highestQuality).toBe('aes');
    expect(profile.signatureQualities.aes).toEqual({ any: { quality: 'aes' } });
    const detail = await t.app.inject({
      url: '/v3/user/signature-qualities-detail',
      headers: member.headers,
    });
    expect(detail.json().aes).toEqual({
      any: { quality: 'AES', provider: 'swisscom', legislation: 'UNDEFINED' },
    });
    const other = await profileOf(elsewhere);
    expect(other.highestQuality).toBe('ses');
    expect(other.signatureQualities.aes).toBeUndefined();
  });

  it('the member signs an AES request through the mobile signature; one elsewhere cannot', async () => {
    const { member, elsewhere } = await vouching();
    const request = await aesRequest(member);
    const started = await sign(t.app, member, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { transactionId } = started.json<{ transactionId: string }>();
    const done = await t.app.inject({
      method: 'POST',
      url: `/v3/swisscom/proceed/${transactionId}`,
      headers: member.headers,
      payload: { pwdotp: codeIn(mail.last(member.email)) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'SIGNED',
      results: [{ signatureRequestId: request.id, status: 'SIGNED' }],
    });

    const refused = await aesRequest(elsewhere);
    const attempt = await sign(t.app, elsewhere, {
      requestId: refused.id,
      documentId: refused.documentId,
    });
    expect(attempt.statusCode, attempt.body).toBe(422);
    expect(problemCode(attempt)).toBe('IDENTIFICATION_REQUIRED');
  }, 30_000);

  it.each([
    [
      'the admin disables it',
      async ({ business, admin, domain }: Awaited<ReturnType<typeof vouching>>) => {
        const off = await as(t.app, admin, 'PUT', aesUrl(business.id), {
          enabled: false,
          ...SETUP,
          domains: [domain],
        });
        expect(off.statusCode, off.body).toBe(200);
      },
    ],
    [
      'the member leaves the business',
      async ({ member }: Awaited<ReturnType<typeof vouching>>) => {
        const left = await t.app.inject({
          method: 'DELETE',
          url: '/v1/user/business',
          headers: member.headers,
        });
        expect(left.statusCode, left.body).toBe(204);
      },
    ],
    [
      'the domain is removed',
      async ({ business, admin, domain }: Awaited<ReturnType<typeof vouching>>) => {
        const removed = await as(
          t.app,
          admin,
          'DELETE',
          `/v1/businesses/${business.id}/domains/${domain}`,
        );
        expect(removed.statusCode, removed.body).toBe(200);
      },
    ],
    [
      'the domain is no longer verified',
      async ({ domain }: Awaited<ReturnType<typeof vouching>>) => {
        await t.app.db
          .update(businessDomains)
          .set({ verifiedAt: null })
          .where(eq(businessDomains.domain, domain));
      },
    ],
  ])('ends when %s', async (_, end) => {
    const world = await vouching();
    expect((await profileOf(world.member)).highestQuality).toBe('aes');
    await end(world);
    const profile = await profileOf(world.member);
    expect(profile.highestQuality).toBe('ses');
    expect(profile.signatureQualities.aes).toBeUndefined();
    const request = await aesRequest(world.member);
    const attempt = await sign(t.app, world.member, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(problemCode(attempt)).toBe('IDENTIFICATION_REQUIRED');
  });

  it("never stores the entry, and a member's own qualities stay above it", async () => {
    const { business, domain, member } = await vouching();
    const [stored] = await t.app.db
      .select({ qualities: users.signatureQualities })
      .from(users)
      .where(eq(users.id, member.id));
    expect(stored?.qualities).toEqual({});
    const identified = await personAt(domain, business.id);
    await t.app.db
      .update(users)
      .set({ signatureQualities: { qes: { zertes: { quality: 'qes' } } } })
      .where(eq(users.id, identified.id));
    const profile = await profileOf(identified);
    expect(profile.highestQuality).toBe('qes');
    expect(profile.signatureQualities).toMatchObject({
      aes: { any: { quality: 'aes' } },
      qes: { zertes: { quality: 'qes' } },
    });
  });
});
