import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { apiUsers, businesses, businessMembers, users } from '../../src/db/schema';
import { hashToken } from '../../src/domain/accounts/sessions';
import { businessDeletion } from '../../src/jobs';
import { runJob } from '../../src/jobs/scheduler';
import type { OperationId } from '../../src/handlers/types';
import { build, createClock } from '../build';
import { createBusiness } from '../businesses/setup';
import { bearer, createUser, login, post } from '../fixtures';
import { captureMail } from '../mail-capture';
import { apiUserAuth, createApiUser, freshUsername } from './setup';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer } });

const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/user', headers });

async function adminOfNewBusiness() {
  const { business, admin, members } = await createBusiness(t.app, { members: 1 });
  return {
    business,
    admin: bearer(await login(t.app, admin)),
    member: bearer(await login(t.app, members[0]!)),
  };
}

async function storedRows(businessId: string) {
  return t.app.db.select().from(apiUsers).where(eq(apiUsers.businessId, businessId));
}

describe('managing API users', () => {
  it('creates, lists, updates, resets and deletes, as the contract says', async () => {
    const { business, admin } = await adminOfNewBusiness();
    const base = `/v1/businesses/${business.id}/apis`;
    const created = await createApiUser(t.app, admin, business.id, freshUsername('erp'));
    expect(created.secret).toMatch(/^pk_[0-9A-Za-z]{40}$/);

    const listed = await t.app.inject({ method: 'GET', url: base, headers: admin });
    expect(listed.statusCode).toBe(200);
    expectContractResponse('listApiUsers', listed);
    expect(listed.json()).toEqual({
      apiUsers: [
        {
          username: created.username,
          description: 'ERP export',
          createdAt: clock.now().toISOString(),
          lastUsedAt: null,
        },
      ],
    });
    // Shown once: no later answer carries the secret.
    expect(listed.body).not.toContain(created.secret);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${base}/${created.username}`,
      headers: admin,
      payload: { description: 'ERP export (nightly)' },
    });
    expect(updated.statusCode).toBe(200);
    expectContractResponse('updateApiUser', updated);
    expect(updated.json().description).toBe('ERP export (nightly)');

    const reset = await t.app.inject({
      method: 'PUT',
      url: `${base}/${created.username}/reset`,
      headers: admin,
    });
    expect(reset.statusCode).toBe(200);
    expectContractResponse('resetApiUserSecret', reset);
    expect(reset.json().secret).toMatch(/^pk_[0-9A-Za-z]{40}$/);
    expect(reset.json().secret).not.toBe(created.secret);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${base}/${created.username}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expectContractResponse('deleteApiUser', deleted);
    expect(await storedRows(business.id)).toEqual([]);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const { business, admin } = await adminOfNewBusiness();
    const { username, secret } = await createApiUser(t.app, admin, business.id);
    const [row] = await t.app.db.select().from(apiUsers).where(eq(apiUsers.username, username));
    expect(row?.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('refuses a username taken in any business (409 USERNAME_TAKEN), changing nothing', async () => {
    const first = await adminOfNewBusiness();
    const second = await adminOfNewBusiness();
    const { username } = await createApiUser(t.app, first.admin, first.business.id);
    for (const { admin, business } of [first, second]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/businesses/${business.id}/apis`,
        headers: admin,
        payload: { username, description: 'again' },
      });
      expect(response.statusCode).toBe(409);
      expectContractResponse('createApiUser', response);
      expect(response.json().code).toBe('USERNAME_TAKEN');
    }
    expect(await storedRows(second.business.id)).toEqual([]);
    expect((await storedRows(first.business.id)).map((row) => row.description)).toEqual([
      'ERP export',
    ]);
  });

  it('refuses a username that is not lower-case letters, digits and hyphens', async () => {
    const { business, admin } = await adminOfNewBusiness();
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/businesses/${business.id}/apis`,
      headers: admin,
      payload: { username: 'Has Spaces', description: '' },
    });
    expect(response.statusCode).toBe(400);
    expectContractResponse('createApiUser', response);
  });

  it('resetting ends the old secret at once; the new one works', async () => {
    const { business, admin } = await adminOfNewBusiness();
    const { username, headers } = await createApiUser(t.app, admin, business.id);
    expect((await getUser(headers)).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/v1/businesses/${business.id}/apis/${username}/reset`,
      headers: admin,
    });
    expect((await getUser(headers)).statusCode).toBe(401);
    expect((await getUser(apiUserAuth(username, reset.json().secret))).statusCode).toBe(200);
  });

  it('deleting ends the secret at once and frees the username', async () => {
    const { business, admin } = await adminOfNewBusiness();
    const { username, headers } = await createApiUser(t.app, admin, business.id);
    const [row] = await t.app.db.select().from(apiUsers).where(eq(apiUsers.username, username));
    expect((await getUser(headers)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/businesses/${business.id}/apis/${username}`,
      headers: admin,
    });
    expect((await getUser(headers)).statusCode).toBe(401);
    // The account stays (it owns the requests the API user sent), gone like a deleted one's.
    const [backing] = await t.app.db.select().from(users).where(eq(users.id, row!.userId));
    expect(backing?.deletedAt).toEqual(clock.now());
    expect(backing?.email).toMatch(/@deleted\.invalid$/);
    await createApiUser(t.app, admin, business.id, username);
  });

  it('goes with its business, its account retired and its username free again', async () => {
    const { business, admin } = await adminOfNewBusiness();
    const { username, headers } = await createApiUser(t.app, admin, business.id);
    const [row] = await t.app.db.select().from(apiUsers).where(eq(apiUsers.username, username));
    await t.app.db
      .update(businesses)
      .set({ deletionScheduledAt: clock.now() })
      .where(eq(businesses.id, business.id));
    await runJob({ db: t.app.db, blobs: t.app.blobs, now: clock.now() }, businessDeletion);
    expect((await getUser(headers)).statusCode).toBe(401);
    const [backing] = await t.app.db.select().from(users).where(eq(users.id, row!.userId));
    expect(backing).toMatchObject({ deletedAt: clock.now(), passwordHash: '!api-user' });
    expect(backing?.email).toMatch(/@deleted\.invalid$/);
    const other = await adminOfNewBusiness();
    await createApiUser(t.app, other.admin, other.business.id, username);
  });

  it('an API user of another business is not found through this one', async () => {
    const first = await adminOfNewBusiness();
    const second = await adminOfNewBusiness();
    const { username } = await createApiUser(t.app, first.admin, first.business.id);
    for (const [method, suffix] of [
      ['PUT', ''],
      ['DELETE', ''],
      ['PUT', '/reset'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/v1/businesses/${second.business.id}/apis/${username}${suffix}`,
        headers: second.admin,
        ...(method === 'PUT' && !suffix ? { payload: { description: 'mine now' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await storedRows(first.business.id)).toHaveLength(1);
  });

  it('records lastUsedAt at most once a minute', async () => {
    const { business, admin } = await adminOfNewBusiness();
    const { username, headers } = await createApiUser(t.app, admin, business.id);
    const lastUsed = async () =>
      (await t.app.db.select().from(apiUsers).where(eq(apiUsers.username, username)))[0]
        ?.lastUsedAt;
    const first = clock.now();
    await getUser(headers);
    expect(await lastUsed()).toEqual(first);
    clock.advance(59 * 1000);
    await getUser(headers);
    expect(await lastUsed()).toEqual(first);
    clock.advance(1000);
    await getUser(headers);
    expect(await lastUsed()).toEqual(clock.now());
  });
});

describe('the account behind an API user', () => {
  it('is no member, takes no seat, signs in with no password and is never mailed', async () => {
    const { business, admin } = await adminOfNewBusiness();
    const { username, headers } = await createApiUser(t.app, admin, business.id);
    const email = `${username}@api-users.invalid`;

    const me = await getUser(headers);
    expect(me.statusCode).toBe(200);
    expectContractResponse('getUser', me);
    expect(me.json()).toMatchObject({ email, firstName: username, business: null });

    const [row] = await t.app.db.select().from(apiUsers).where(eq(apiUsers.username, username));
    const memberships = await t.app.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.userId, row!.userId));
    expect(memberships).toEqual([]);
    const members = await t.app.inject({
      method: 'GET',
      url: `/v1/businesses/${business.id}/members`,
      headers: admin,
    });
    expect(members.body).not.toContain(username);

    for (const password of ['', '!api-user', 'correct horse battery staple']) {
      const signIn = await post(t.app, '/v1/login', { email, password: password || 'x' });
      expect(signIn.statusCode).toBe(401);
    }
    const sent = mail.messages.length;
    const reset = await post(t.app, '/v1/request-reset', { email });
    expect(reset.statusCode).toBe(202);
    expect(mail.messages.length).toBe(sent);
    expect(mail.messages.some((message) => message.to.endsWith('.invalid'))).toBe(false);
  });
});

type Role = 'none' | 'free' | 'otherAdmin' | 'member' | 'admin';
/** Admin last: every other role's call must leave the API users as they were. */
const ROLES: Role[] = ['none', 'free', 'otherAdmin', 'member', 'admin'];
const OUTSIDERS = { none: 401, free: 404, otherAdmin: 404, member: 403 } as const;

interface Op {
  operationId: OperationId;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: (base: string, username: string) => string;
  payload?: (username: string) => object;
  adminStatus: number;
}

const OPS: Op[] = [
  { operationId: 'listApiUsers', method: 'GET', path: (base) => base, adminStatus: 200 },
  {
    operationId: 'createApiUser',
    method: 'POST',
    path: (base) => base,
    payload: (username) => ({ username: `${username}-new`, description: 'new' }),
    adminStatus: 201,
  },
  {
    operationId: 'updateApiUser',
    method: 'PUT',
    path: (base, username) => `${base}/${username}`,
    payload: () => ({ description: 'changed' }),
    adminStatus: 200,
  },
  {
    operationId: 'resetApiUserSecret',
    method: 'PUT',
    path: (base, username) => `${base}/${username}/reset`,
    adminStatus: 200,
  },
  {
    operationId: 'deleteApiUser',
    method: 'DELETE',
    path: (base, username) => `${base}/${username}`,
    adminStatus: 204,
  },
];

describe('API user operations by role', () => {
  it.each(OPS.map((op) => [op.operationId, op] as const))(
    '%s: admins of the business only; members 403; everyone else learns nothing',
    async (operationId, op) => {
      const { business, admin, member } = await adminOfNewBusiness();
      const other = await adminOfNewBusiness();
      const free = bearer(await login(t.app, await createUser(t.app)));
      const headers: Record<Role, Record<string, string>> = {
        none: {},
        free,
        otherAdmin: other.admin,
        member,
        admin,
      };
      const { username } = await createApiUser(t.app, admin, business.id);
      const before = await storedRows(business.id);
      for (const role of ROLES) {
        const response = await t.app.inject({
          method: op.method,
          url: op.path(`/v1/businesses/${business.id}/apis`, username),
          headers: headers[role],
          ...(op.payload ? { payload: op.payload(username) } : {}),
        });
        const expected = role === 'admin' ? op.adminStatus : OUTSIDERS[role];
        expect(response.statusCode, `${role}: ${response.body}`).toBe(expected);
        expectContractResponse(operationId, response);
        if (role !== 'admin') expect(await storedRows(business.id)).toEqual(before);
      }
    },
  );
});
