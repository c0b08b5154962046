import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses } from '../../src/db/schema';
import { DEFAULT_SETTINGS } from '../../src/domain/businesses/settings';
import { build } from '../build';
import { bearer, login } from '../fixtures';
import { createBusiness } from './setup';

const t = build({ mail: { publicUrl: 'https://app.test' } });

const UPDATE = {
  supportContact: { email: 'it@acme.example', phone: '044 555 0100' },
  signatureRequests: { part11: { enabled: true }, retention: { enabled: true, terminalState: 30 } },
  mailService: {
    attachments: { signedDocument: true },
    signatureProtocol: { enabled: false, customisable: true },
  },
  affiliate: { enabled: true },
  userPilot: { enabled: true },
};

async function adminOf(options: Parameters<typeof createBusiness>[1] = {}) {
  const made = await createBusiness(t.app, options);
  return { ...made, headers: bearer(await login(t.app, made.admin)) };
}

const get = (id: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/v1/businesses/${id}/settings`, headers });
const put = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v1/businesses/${id}/settings`, headers, payload });

describe('business settings', () => {
  it('reads every setting at its default for a business that never saved any', async () => {
    const { business, headers } = await adminOf();
    const response = await get(business.id, headers);
    expectContractResponse('getBusinessSettings', response);
    expect(response.json()).toEqual({
      supportContact: {},
      ...DEFAULT_SETTINGS,
      companyBranding: {},
    });
  });

  it('replaces the editable settings and keeps them', async () => {
    const { business, headers } = await adminOf();
    const saved = await put(business.id, headers, UPDATE);
    expectContractResponse('updateBusinessSettings', saved);
    const expected = {
      ...UPDATE,
      signerGroups: DEFAULT_SETTINGS.signerGroups,
      companyBranding: {},
    };
    expect(saved.json()).toEqual(expected);
    expect((await get(business.id, headers)).json()).toEqual(expected);
  });

  it('clears an invalid support e-mail or phone instead of refusing the settings (spec §5)', async () => {
    const { business, headers } = await adminOf();
    const response = await put(business.id, headers, {
      ...UPDATE,
      supportContact: { email: 'it at acme', phone: '0445550100' },
    });
    expectContractResponse('updateBusinessSettings', response);
    expect(response.json().supportContact).toEqual({});
    const mixed = await put(business.id, headers, {
      ...UPDATE,
      supportContact: { email: ' help@acme.example ', phone: 'call us' },
    });
    expect(mixed.json().supportContact).toEqual({ email: 'help@acme.example' });
  });

  it('is a replacement: omitted flags are off and an omitted period is the default', async () => {
    const { business, headers } = await adminOf();
    await put(business.id, headers, UPDATE);
    const { affiliate: _a, userPilot: _u, ...rest } = UPDATE;
    const response = await put(business.id, headers, {
      ...rest,
      signatureRequests: { part11: { enabled: false }, retention: { enabled: true } },
    });
    expect(response.json()).toMatchObject({
      signatureRequests: {
        part11: { enabled: false },
        retention: {
          enabled: true,
          terminalState: DEFAULT_SETTINGS.signatureRequests.retention.terminalState,
        },
      },
      affiliate: { enabled: false },
      userPilot: { enabled: false },
    });
  });

  it('ignores the read-only parts: the plan’s signer-group limits and the logo', async () => {
    const { business, headers } = await adminOf({
      settings: { ...DEFAULT_SETTINGS, signerGroups: { maxGroups: 3, maxParticipants: 7 } },
    });
    const response = await put(business.id, headers, {
      ...UPDATE,
      signerGroups: { maxGroups: 1000, maxParticipants: 1000 },
      companyBranding: { logo: { width: 10, height: 10, url: 'https://evil.example/x.png' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().signerGroups).toEqual({ maxGroups: 3, maxParticipants: 7 });
    expect(response.json().companyBranding).toEqual({});
  });

  it('refuses a body the contract refuses, changing nothing', async () => {
    const { business, headers } = await adminOf();
    const before = (
      await t.app.db.select().from(businesses).where(eq(businesses.id, business.id))
    )[0];
    const response = await put(business.id, headers, {
      ...UPDATE,
      signatureRequests: {
        part11: { enabled: true },
        retention: { enabled: true, terminalState: 0 },
      },
    });
    expect(response.statusCode).toBe(400);
    const after = (
      await t.app.db.select().from(businesses).where(eq(businesses.id, business.id))
    )[0];
    expect(after).toEqual(before);
  });

  it('is for admins: a member gets 403 and changes nothing, anyone else 404', async () => {
    const { business, members, headers } = await adminOf({ members: 1 });
    const other = await adminOf();
    const member = bearer(await login(t.app, members[0]!));
    expect((await get(business.id, member)).statusCode).toBe(403);
    const refused = await put(business.id, member, UPDATE);
    expect(refused.statusCode).toBe(403);
    expectContractResponse('updateBusinessSettings', refused);
    expect((await get(business.id, other.headers)).statusCode).toBe(404);
    expect((await put(business.id, other.headers, UPDATE)).statusCode).toBe(404);
    expect((await get(business.id, headers)).json().signatureRequests.part11.enabled).toBe(false);
  });
});
