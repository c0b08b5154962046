import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import type { OperationId } from '../../src/handlers/types';
import {
  businesses,
  businessInvitations,
  businessMembers,
  type BusinessRow,
} from '../../src/db/schema';
import { newId } from '../../src/domain/ids';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { createBusiness } from './setup';

const t = build();
const DAY_MS = 24 * 60 * 60 * 1000;

type Role = 'none' | 'free' | 'invited' | 'removed' | 'otherAdmin' | 'member' | 'admin';
/** Admin last: every other role's call must leave the business as it was. */
const ROLES: Role[] = ['none', 'free', 'invited', 'removed', 'otherAdmin', 'member', 'admin'];
const OUTSIDERS = { none: 401, free: 404, invited: 404, removed: 404, otherAdmin: 404 } as const;

interface Op {
  operationId: OperationId;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: (id: string) => string;
  payload?: object;
  adminStatus: number;
  /** Columns the business needs for the admin's call to succeed. */
  setup?: Partial<BusinessRow>;
}

const OPS: Op[] = [
  {
    operationId: 'getBusiness',
    method: 'GET',
    path: (id) => `/v1/businesses/${id}`,
    adminStatus: 200,
  },
  {
    operationId: 'updateBusiness',
    method: 'PUT',
    path: (id) => `/v1/businesses/${id}`,
    payload: { name: 'Renamed AG', email: 'new@acme.example', supportContact: {} },
    adminStatus: 200,
  },
  {
    operationId: 'updateBusinessBase',
    method: 'PUT',
    path: (id) => `/v2/businesses/${id}/base`,
    payload: { name: 'Renamed AG', email: 'new@acme.example' },
    adminStatus: 200,
  },
  {
    operationId: 'deleteBusiness',
    method: 'DELETE',
    path: (id) => `/v2/businesses/${id}`,
    adminStatus: 202,
  },
  {
    operationId: 'revokeBusinessDeletion',
    method: 'POST',
    path: (id) => `/v2/businesses/${id}/revoke_delete`,
    adminStatus: 200,
    setup: { deletionScheduledAt: new Date(Date.now() + 30 * DAY_MS) },
  },
  {
    operationId: 'cancelTrial',
    method: 'POST',
    path: (id) => `/v1/businesses/${id}/cancel-trial`,
    adminStatus: 204,
  },
  {
    operationId: 'getBusinessCustomExtras',
    method: 'GET',
    path: (id) => `/v2/businesses/${id}/customextras`,
    adminStatus: 200,
  },
  {
    operationId: 'updateAes4Biz',
    method: 'PUT',
    path: (id) => `/v2/businesses/${id}/customextras/aes4biz`,
    payload: { enabled: false, representativeName: 'Dana Demo' },
    adminStatus: 200,
  },
  {
    operationId: 'getBusinessStatistics',
    method: 'GET',
    path: (id) => `/v2/businesses/${id}/statistics`,
    adminStatus: 200,
  },
];

/** A business and one person for every role around it, signed in (except `none`). */
async function world(setup: Partial<BusinessRow> = {}) {
  const { business, admin, members } = await createBusiness(t.app, { members: 2, ...setup });
  const other = await createBusiness(t.app, { name: 'Other AG' });
  const free = await createUser(t.app);
  const invited = await createUser(t.app);
  await t.app.db.insert(businessInvitations).values({
    id: newId('inv'),
    businessId: business.id,
    email: invited.email,
    role: 'member',
    expiresAt: new Date(t.app.now().getTime() + 7 * DAY_MS),
  });
  const removed = members[1]!;
  await t.app.db.delete(businessMembers).where(eq(businessMembers.userId, removed.id));
  const people = { free, invited, removed, otherAdmin: other.admin, member: members[0]!, admin };
  const headers: Record<Role, Record<string, string>> = { none: {} } as never;
  for (const [role, person] of Object.entries(people)) {
    headers[role as Role] = bearer(await login(t.app, person));
  }
  return { business, headers };
}

/** What a refused write must leave untouched. */
async function snapshot(businessId: string) {
  const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, businessId));
  const people = await t.app.db
    .select()
    .from(businessMembers)
    .where(eq(businessMembers.businessId, businessId));
  return { row, people: people.sort((a, b) => a.userId.localeCompare(b.userId)) };
}

describe('business operations by role', () => {
  it.each(OPS.map((op) => [op.operationId, op] as const))(
    '%s: admin only; members 403; everyone else learns nothing',
    async (operationId, op) => {
      const { business, headers } = await world(op.setup);
      const before = await snapshot(business.id);
      for (const role of ROLES) {
        const response = await t.app.inject({
          method: op.method,
          url: op.path(business.id),
          headers: headers[role],
          ...(op.payload ? { payload: op.payload } : {}),
        });
        const expected =
          role === 'admin' ? op.adminStatus : role === 'member' ? 403 : OUTSIDERS[role];
        expect(response.statusCode, `${role}: ${response.body}`).toBe(expected);
        expectContractResponse(operationId, response);
        if (role !== 'admin') expect(await snapshot(business.id)).toEqual(before);
      }
    },
  );

  it('getUserBusiness: each person their own business; outsiders 404; no token 401', async () => {
    const { business, headers } = await world();
    const expected: Record<Role, number> = {
      none: 401,
      free: 404,
      invited: 404,
      removed: 404,
      otherAdmin: 200,
      member: 200,
      admin: 200,
    };
    for (const role of ROLES) {
      const response = await t.app.inject({ url: '/v2/businesses/user', headers: headers[role] });
      expect(response.statusCode, role).toBe(expected[role]);
      expectContractResponse('getUserBusiness', response);
      if (role === 'member' || role === 'admin') expect(response.json().id).toBe(business.id);
      if (role === 'otherAdmin') expect(response.json().id).not.toBe(business.id);
    }
  });

  it('createBusiness: 409 for anyone already in a business, changing nothing', async () => {
    const { business, headers } = await world();
    const before = await snapshot(business.id);
    const payload = {
      name: 'Second AG',
      email: 'office@second.example',
      country: 'CH',
      gtc_accepted: true,
      dpa_accepted: true,
    };
    for (const role of ['none', 'otherAdmin', 'member', 'admin'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/businesses',
        headers: headers[role],
        payload,
      });
      expect(response.statusCode, role).toBe(role === 'none' ? 401 : 409);
      expectContractResponse('createBusiness', response);
    }
    expect(await snapshot(business.id)).toEqual(before);
    const [named] = await t.app.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.name, 'Second AG'));
    expect(named).toBeUndefined();
  });
});
