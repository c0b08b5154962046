import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { loadConfig } from '../../src/config';
import { businessDomains, businessInvitations, businessMembers } from '../../src/db/schema';
import { dnsDomainOwnership } from '../../src/domain/businesses/domain-ownership';
import { build } from '../build';
import { post } from '../fixtures';
import { captureMail } from '../mail-capture';
import { as, codeOf, peopleTables } from './people-setup';
import { createBusiness } from './setup';

const mail = captureMail();
// The adapter sees what is asked and proves every domain but those named `unproven…`.
const asked: [string, string][] = [];
const t = build({
  mail: { mailer: mail.mailer, publicUrl: 'https://app.test' },
  businesses: {
    domainOwnership: {
      async verify(domain, expected) {
        asked.push([domain, expected]);
        return !domain.startsWith('unproven');
      },
    },
  },
});

let counter = 0;
const newDomain = (prefix = 'acme') => `${prefix}-${Date.now()}-${(counter += 1)}.example`;

describe('business domains', () => {
  it('shows the TXT record, the same on every ask', async () => {
    const { business, admin } = await createBusiness(t.app);
    const first = await as(
      t.app,
      admin,
      'GET',
      `/v1/businesses/${business.id}/domains/verification`,
    );
    expect(first.statusCode).toBe(200);
    expectContractResponse('getDomainVerification', first);
    expect(first.json()).toEqual({
      type: 'TXT',
      name: '_paraph-verification',
      value: expect.stringMatching(/^paraph-verification=[\w-]{16}$/),
    });
    const second = await as(
      t.app,
      admin,
      'GET',
      `/v1/businesses/${business.id}/domains/verification`,
    );
    expect(second.json()).toEqual(first.json());
    const other = await createBusiness(t.app);
    const theirs = await as(
      t.app,
      other.admin,
      'GET',
      `/v1/businesses/${other.business.id}/domains/verification`,
    );
    expect(theirs.json().value).not.toBe(first.json().value);
  });

  it('adds a proven domain in lower case, once, and removes it by body or path', async () => {
    const { business, admin } = await createBusiness(t.app);
    const record = await as(
      t.app,
      admin,
      'GET',
      `/v1/businesses/${business.id}/domains/verification`,
    );
    const domain = newDomain();
    const added = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/domains`, {
      domain: domain.toUpperCase(),
    });
    expect(added.statusCode).toBe(200);
    expectContractResponse('addBusinessDomain', added);
    expect(added.json()).toEqual({ domains: [domain] });
    expect(asked.at(-1)).toEqual([domain, record.json().value]);

    const again = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/domains`, {
      domain,
    });
    expect(again.json()).toEqual({ domains: [domain] });
    const second = newDomain('beta');
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/domains`, { domain: second });

    const byBody = await as(t.app, admin, 'DELETE', `/v1/businesses/${business.id}/domains`, {
      domain,
    });
    expect(byBody.statusCode).toBe(200);
    expectContractResponse('removeBusinessDomainByBody', byBody);
    expect(byBody.json()).toEqual({ domains: [second] });
    const byPath = await as(
      t.app,
      admin,
      'DELETE',
      `/v1/businesses/${business.id}/domains/${second}`,
    );
    expect(byPath.statusCode).toBe(200);
    expectContractResponse('removeBusinessDomain', byPath);
    expect(byPath.json()).toEqual({ domains: [] });
    const gone = await as(
      t.app,
      admin,
      'DELETE',
      `/v1/businesses/${business.id}/domains/${second}`,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a domain of another business (409) and an unproven one (422), storing nothing', async () => {
    const mine = await createBusiness(t.app);
    const theirs = await createBusiness(t.app);
    const taken = newDomain();
    await as(t.app, theirs.admin, 'POST', `/v1/businesses/${theirs.business.id}/domains`, {
      domain: taken,
    });
    // The record is made before the snapshot: asking for it is not what is refused.
    await as(t.app, mine.admin, 'GET', `/v1/businesses/${mine.business.id}/domains/verification`);
    const before = await peopleTables(t.app);

    const conflict = await as(
      t.app,
      mine.admin,
      'POST',
      `/v1/businesses/${mine.business.id}/domains`,
      {
        domain: taken,
      },
    );
    expect(conflict.statusCode).toBe(409);
    expectContractResponse('addBusinessDomain', conflict);
    expect(codeOf(conflict)).toBe('DOMAIN_TAKEN');

    const unproven = await as(
      t.app,
      mine.admin,
      'POST',
      `/v1/businesses/${mine.business.id}/domains`,
      {
        domain: newDomain('unproven'),
      },
    );
    expect(unproven.statusCode).toBe(422);
    expectContractResponse('addBusinessDomain', unproven);
    expect(codeOf(unproven)).toBe('DOMAIN_NOT_VERIFIED');

    // Removing another business's domain is not found, whichever way it is named.
    const notMine = await as(
      t.app,
      mine.admin,
      'DELETE',
      `/v1/businesses/${mine.business.id}/domains/${taken}`,
    );
    expect(notMine.statusCode).toBe(404);
    expect(await peopleTables(t.app)).toEqual(before);
  });

  it('refuses names outside spec §5 with 400', async () => {
    const { business, admin } = await createBusiness(t.app);
    for (const domain of [
      'localhost',
      'acme.c0m',
      '-acme.example',
      'ac_me.example',
      `${'a'.repeat(64)}.example`,
    ]) {
      const response = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/domains`, {
        domain,
      });
      expect(response.statusCode, domain).toBe(400);
    }
  });
});

describe('signing up with an address at a business domain', () => {
  const STRONG = 'quiet meadow lantern 42';
  async function signUp(email: string) {
    await post(t.app, '/v1/request-confirmation', { email, lang: 'en-gb', confirm: true });
    const token = mail.linkOf(email).searchParams.get('token') ?? '';
    const response = await post(t.app, '/v1/register', {
      firstName: 'Dora',
      lastName: 'Domain',
      password: STRONG,
      token,
      gtc: true,
      language: 'en-gb',
    });
    expect(response.statusCode).toBe(201);
    return { email, password: STRONG };
  }

  it('offers to join as a member (a pending invitation), without joining', async () => {
    const { business, admin } = await createBusiness(t.app);
    const domain = newDomain();
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/domains`, { domain });
    const person = await signUp(`dora@${domain}`);
    const me = await as(t.app, person, 'GET', '/v1/user');
    expect(me.json().business).toBeNull();
    const offers = await as(t.app, person, 'GET', '/v1/user/invitations');
    expect(offers.json().invitations).toEqual([
      expect.objectContaining({ businessId: business.id, businessName: 'Acme AG', role: 'member' }),
    ]);
    expect(offers.json().invitations[0].invitedBy).toBeUndefined();
    const accepted = await as(t.app, person, 'POST', '/v1/user/accept', {
      business_invite: business.id,
    });
    expect(accepted.statusCode).toBe(204);
    expect((await as(t.app, person, 'GET', '/v1/user')).json().business).toMatchObject({
      id: business.id,
      role: 'member',
    });
  });

  it('offers nothing when the business has no free seat, or the domain is gone', async () => {
    const full = await createBusiness(t.app, { members: 9 });
    const fullDomain = newDomain();
    await as(t.app, full.admin, 'POST', `/v1/businesses/${full.business.id}/domains`, {
      domain: fullDomain,
    });
    await signUp(`nobody@${fullDomain}`);
    const { business, admin } = await createBusiness(t.app);
    const dropped = newDomain();
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/domains`, { domain: dropped });
    await as(t.app, admin, 'DELETE', `/v1/businesses/${business.id}/domains/${dropped}`);
    await signUp(`late@${dropped}`);
    for (const email of [`nobody@${fullDomain}`, `late@${dropped}`]) {
      expect(
        await t.app.db
          .select()
          .from(businessInvitations)
          .where(eq(businessInvitations.email, email)),
      ).toEqual([]);
    }
    const rows = await t.app.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, full.business.id));
    expect(rows).toHaveLength(10);
    expect(
      await t.app.db.select().from(businessDomains).where(eq(businessDomains.domain, dropped)),
    ).toEqual([]);
  });
});

describe('the DNS adapter', () => {
  const record = 'paraph-verification=abc';
  it.each([
    ['a record in one string', [[record]], true],
    ['a record split in strings', [['paraph-verification=', 'abc']], true],
    ['among other records', [['v=spf1 -all'], [record]], true],
    ['another value', [['paraph-verification=xyz']], false],
    ['no record', [], false],
  ])('%s', async (_, records, proven) => {
    const names: string[] = [];
    const ownership = dnsDomainOwnership(async (name) => {
      names.push(name);
      return records;
    });
    expect(await ownership.verify('acme.example', record)).toBe(proven);
    expect(names).toEqual(['_paraph-verification.acme.example']);
  });

  it('counts a failing lookup as not proven', async () => {
    const ownership = dnsDomainOwnership(async () => {
      throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(await ownership.verify('acme.example', record)).toBe(false);
  });

  it('is chosen by DOMAIN_VERIFICATION (sandbox by default)', () => {
    expect(loadConfig({}).domainVerification).toBe('sandbox');
    expect(loadConfig({ DOMAIN_VERIFICATION: 'dns' }).domainVerification).toBe('dns');
    expect(() => loadConfig({ DOMAIN_VERIFICATION: 'maybe' })).toThrow(/DOMAIN_VERIFICATION/);
  });
});
