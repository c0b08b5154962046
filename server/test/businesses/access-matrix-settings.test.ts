import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, signatures } from '../../src/db/schema';
import { DEFAULT_SETTINGS } from '../../src/domain/businesses/settings';
import { build } from '../build';
import { bearer, createRequest, createUser, guestLink, login } from '../fixtures';
import { as } from './people-setup';
import { createBusiness } from './setup';

/**
 * Settings, logo and public information, tried by everyone: only the business's admins change
 * or read its settings, a plain member learns no more than 403, everyone else (an admin of
 * another business, a removed member, someone invited who has not joined, a free user) a 404 as
 * for a business that does not exist; without a token 401. Every refusal leaves the business as
 * it was.
 */
const t = build();

type Caller = 'admin' | 'member' | 'otherAdmin' | 'removed' | 'invited' | 'freeUser' | 'anonymous';
const CALLERS: Caller[] = [
  'admin',
  'member',
  'otherAdmin',
  'removed',
  'invited',
  'freeUser',
  'anonymous',
];

interface Op {
  operationId: string;
  method: 'GET' | 'PUT' | 'DELETE';
  url: (id: string) => string;
  body?: () => Promise<{ payload: unknown; type: string }>;
  expected: Record<Caller, number>;
}

const OUTSIDERS = { otherAdmin: 404, removed: 404, invited: 404, freeUser: 404, anonymous: 401 };
const ADMINS_ONLY = { admin: 200, member: 403, ...OUTSIDERS };
const SETTINGS_BODY = {
  supportContact: { email: 'it@acme.example' },
  signatureRequests: { part11: { enabled: true }, retention: { enabled: true, terminalState: 7 } },
  mailService: {
    attachments: { signedDocument: true },
    signatureProtocol: { enabled: true, customisable: true },
  },
};

const OPS: Op[] = [
  {
    operationId: 'getBusinessSettings',
    method: 'GET',
    url: (id) => `/v1/businesses/${id}/settings`,
    expected: ADMINS_ONLY,
  },
  {
    operationId: 'updateBusinessSettings',
    method: 'PUT',
    url: (id) => `/v1/businesses/${id}/settings`,
    body: async () => ({ payload: SETTINGS_BODY, type: 'application/json' }),
    expected: ADMINS_ONLY,
  },
  {
    operationId: 'uploadBusinessLogo',
    method: 'PUT',
    url: (id) => `/v1/businesses/${id}/logo`,
    body: async () => ({
      payload: await sharp({
        create: { width: 200, height: 60, channels: 3, background: '#123456' },
      })
        .png()
        .toBuffer(),
      type: 'image/png',
    }),
    expected: ADMINS_ONLY,
  },
  {
    operationId: 'deleteBusinessLogo',
    method: 'DELETE',
    url: (id) => `/v1/businesses/${id}/logo`,
    expected: ADMINS_ONLY,
  },
  {
    operationId: 'getBusinessPublicInformation',
    method: 'GET',
    url: (id) => `/v2/businesses/${id}/public-information`,
    expected: { admin: 200, member: 200, ...OUTSIDERS },
  },
];

let businessId = '';
const headersOf = {} as Record<Caller, Record<string, string>>;
const guests = { own: {} as Record<string, string>, other: {} as Record<string, string> };

async function guestOf(ownerId: string) {
  const requestId = await createRequest(t.app, {
    ownerId,
    title: 'Contract',
    status: 'OPEN',
    signers: [{ email: `guest-${Math.random()}@example.test`, status: 'OPEN' }],
  });
  const [row] = await t.app.db.select().from(signatures).where(eq(signatures.requestId, requestId));
  return (await guestLink(t.app, row!.id, requestId)).basic;
}

const snapshot = async () =>
  (await t.app.db.select().from(businesses).where(eq(businesses.id, businessId)))[0];

beforeAll(async () => {
  const { business, admin, members } = await createBusiness(t.app, {
    members: 2,
    settings: DEFAULT_SETTINGS,
  });
  const other = await createBusiness(t.app);
  businessId = business.id;
  headersOf.admin = bearer(await login(t.app, admin));
  headersOf.member = bearer(await login(t.app, members[0]!));
  headersOf.otherAdmin = bearer(await login(t.app, other.admin));
  // Removed and invited through the admin's own calls, as the product does it.
  const removed = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/remove-members`, {
    user_ids: [members[1]!.id],
  });
  expect(removed.statusCode).toBe(204);
  headersOf.removed = bearer(await login(t.app, members[1]!));
  const invitee = await createUser(t.app);
  const invited = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/members`, {
    users: [{ email: invitee.email }],
  });
  expect(invited.statusCode).toBe(201);
  headersOf.invited = bearer(await login(t.app, invitee));
  headersOf.freeUser = bearer(await login(t.app, await createUser(t.app)));
  headersOf.anonymous = {};
  guests.own = await guestOf(members[0]!.id);
  guests.other = await guestOf(other.admin.id);
});

describe('access to settings, logo and public information', () => {
  // The admin goes last, so each refusal is checked against an untouched business.
  const rows = OPS.flatMap((op) =>
    [...CALLERS].reverse().map((caller) => [op.operationId, caller, op] as const),
  );
  it.each(rows)('%s by %s', async (_name, caller, op) => {
    const before = await snapshot();
    const body = op.body ? await op.body() : undefined;
    const response = await t.app.inject({
      method: op.method,
      url: op.url(businessId),
      headers: {
        ...headersOf[caller],
        ...(body ? { 'content-type': body.type } : {}),
      },
      ...(body ? { payload: body.payload as string } : {}),
    });
    expect(response.statusCode, response.body).toBe(op.expected[caller]);
    if (response.statusCode >= 400) expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['the guest of a member’s request', () => guests.own, 200],
    ['the guest of another business’s request', () => guests.other, 404],
    ['a signed-in admin, who is no guest', () => headersOf.admin, 401],
    ['nobody', () => ({}), 401],
  ] as const)('getDirectBusinessPublicInformation by %s', async (_who, headers, status) => {
    const response = await t.app.inject({
      url: `/v2/direct/businesses/${businessId}/public-information`,
      headers: headers(),
    });
    expect(response.statusCode).toBe(status);
  });

  it('the logo image is public, like the name on a signing page', async () => {
    const upload = OPS.find((op) => op.operationId === 'uploadBusinessLogo')!;
    const body = await upload.body!();
    await t.app.inject({
      method: 'PUT',
      url: upload.url(businessId),
      headers: { ...headersOf.admin, 'content-type': body.type },
      payload: body.payload as Buffer,
    });
    const response = await t.app.inject({ url: `/v1/images/logo/${businessId}` });
    expect(response.statusCode).toBe(200);
  });
});
