import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse, type OperationId } from '../../../tests/contract/contract';
import { sealMembers, seals, type SealRow } from '../../src/db/schema';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { createSealedBusiness } from './setup';

/**
 * Every seal operation, tried by everyone: only the business's admins read or change its
 * seals; a plain member learns no more than 403, an admin of another business and a free user
 * a 404 as for a seal that does not exist, nobody without a token 401. No refusal tells the
 * seal's name or members, and every refusal leaves the seals as they were.
 */
const t = build();

type Caller = 'admin' | 'member' | 'otherAdmin' | 'freeUser' | 'anonymous';
const CALLERS: Caller[] = ['admin', 'member', 'otherAdmin', 'freeUser', 'anonymous'];

interface Op {
  operationId: OperationId;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: () => Promise<{ payload: unknown; type: string }>;
  ok: number;
}

const image = async () => ({
  payload: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123' } })
    .png()
    .toBuffer(),
  type: 'image/png',
});
const memberList = async () => ({ payload: { members: [memberId] }, type: 'application/json' });

// In this order the admin's calls leave what the next operation needs (an image to read).
const OPS: Op[] = [
  { operationId: 'listSeals', method: 'GET', path: '', ok: 200 },
  { operationId: 'getSeal', method: 'GET', path: '/SEAL', ok: 200 },
  { operationId: 'getSealImage', method: 'GET', path: '/SEAL/image', ok: 200 },
  {
    operationId: 'updateSeal',
    method: 'PUT',
    path: '/SEAL',
    body: async () => ({ payload: { displayName: 'Acme invoices' }, type: 'application/json' }),
    ok: 200,
  },
  { operationId: 'uploadSealImage', method: 'POST', path: '/SEAL/image', body: image, ok: 204 },
  { operationId: 'deleteSealImage', method: 'DELETE', path: '/SEAL/image', ok: 204 },
  {
    operationId: 'addSealMembers',
    method: 'POST',
    path: '/SEAL/members',
    body: memberList,
    ok: 200,
  },
  {
    operationId: 'removeSealMembers',
    method: 'DELETE',
    path: '/SEAL/members',
    body: memberList,
    ok: 200,
  },
];

const EXPECTED = (ok: number): Record<Caller, number> => ({
  admin: ok,
  member: 403,
  otherAdmin: 404,
  freeUser: 404,
  anonymous: 401,
});

let businessId = '';
let seal: SealRow;
let memberId = '';
const headersOf = {} as Record<Caller, Record<string, string>>;

const snapshot = async () => ({
  seals: await t.app.db.select().from(seals).where(eq(seals.businessId, businessId)),
  members: await t.app.db
    .select()
    .from(sealMembers)
    .where(inArray(sealMembers.sealId, [seal.id])),
});

beforeAll(async () => {
  const made = await createSealedBusiness(t.app, { members: 1, name: 'Zebra Secret AG' });
  const other = await createSealedBusiness(t.app);
  businessId = made.business.id;
  seal = made.seal;
  memberId = made.members[0]!.id;
  headersOf.admin = bearer(await login(t.app, made.admin));
  headersOf.member = bearer(await login(t.app, made.members[0]!));
  headersOf.otherAdmin = bearer(await login(t.app, other.admin));
  headersOf.freeUser = bearer(await login(t.app, await createUser(t.app)));
  headersOf.anonymous = {};
  // The seal has an image and a member, for the reads and removals to find.
  const body = await image();
  await t.app.inject({
    method: 'POST',
    url: `/v1/businesses/${businessId}/seals/${seal.accountName}/image`,
    headers: { ...headersOf.admin, 'content-type': body.type },
    payload: body.payload,
  });
  await t.app.db.insert(sealMembers).values({ sealId: seal.id, userId: memberId });
});

describe('access to the seal operations', () => {
  // The admin goes last, so each refusal is checked against an untouched seal.
  const rows = OPS.flatMap((op) =>
    [...CALLERS].reverse().map((caller) => [op.operationId, caller, op] as const),
  );
  it.each(rows)('%s by %s', async (operationId, caller, op) => {
    const before = await snapshot();
    const body = op.body ? await op.body() : undefined;
    const response = await t.app.inject({
      method: op.method,
      url: `/v1/businesses/${businessId}/seals${op.path.replace('SEAL', seal.accountName)}`,
      headers: { ...headersOf[caller], ...(body ? { 'content-type': body.type } : {}) },
      ...(body ? { payload: body.payload as string } : {}),
    });
    expect(response.statusCode, response.body).toBe(EXPECTED(op.ok)[caller]);
    if (response.headers['content-type']?.toString().includes('json')) {
      expectContractResponse(operationId, response);
    }
    if (response.statusCode >= 400) {
      expect(await snapshot()).toEqual(before);
      // Nothing of the seal leaks: not its label, not the business's name, not its members.
      expect(response.body).not.toContain('Zebra');
      expect(response.body).not.toContain(memberId);
    }
  });

  it('answers an unknown business or seal as it answers a stranger', async () => {
    const unknown = await t.app.inject({
      url: `/v1/businesses/biz_unknown000000000/seals/${seal.accountName}`,
      headers: headersOf.otherAdmin,
    });
    const foreign = await t.app.inject({
      url: `/v1/businesses/${businessId}/seals/${seal.accountName}`,
      headers: headersOf.otherAdmin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);
  });
});
