import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessMembers, signatureRequests, users } from '../../src/db/schema';
import { build } from '../build';
import { createRequest } from '../fixtures';
import { as, codeOf, peopleTables } from './people-setup';
import { createBusiness } from './setup';

const t = build();

describe('the people of a business', () => {
  it('lists members and admins, admins first, and the admins alone', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 2 });
    const all = await as(t.app, admin, 'GET', `/v1/businesses/${business.id}/members`);
    expect(all.statusCode).toBe(200);
    expectContractResponse('listBusinessMembers', all);
    expect(all.json().members.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [admin.id, 'admin'],
      [members[0]!.id, 'member'],
      [members[1]!.id, 'member'],
    ]);
    expect(all.json().members[0]).toMatchObject({
      email: admin.email,
      firstName: 'Alex',
      lastName: 'Admin',
    });

    const admins = await as(t.app, admin, 'GET', `/v1/businesses/${business.id}/admins`);
    expectContractResponse('listBusinessAdmins', admins);
    expect(admins.json().members.map((m: { id: string }) => m.id)).toEqual([admin.id]);
  });

  it('makes members admins and back, never leaving the business without an admin', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const colleague = members[0]!;
    const promoted = await as(
      t.app,
      admin,
      'POST',
      `/v1/businesses/${business.id}/change-to-admins`,
      {
        user_ids: [colleague.id],
      },
    );
    expect(promoted.statusCode).toBe(200);
    expectContractResponse('changeMembersToAdmins', promoted);
    expect(promoted.json().members.every((m: { role: string }) => m.role === 'admin')).toBe(true);

    // Two admins: one may step down, even the caller.
    const down = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/change-to-members`, {
      user_ids: [admin.id],
    });
    expect(down.statusCode).toBe(200);
    expectContractResponse('changeAdminsToMembers', down);

    // The colleague is now the only admin: stepping down is refused and nothing changes.
    const before = await peopleTables(t.app);
    const last = await as(
      t.app,
      colleague,
      'POST',
      `/v1/businesses/${business.id}/change-to-members`,
      {
        user_ids: [colleague.id],
      },
    );
    expect(last.statusCode).toBe(422);
    expectContractResponse('changeAdminsToMembers', last);
    expect(codeOf(last)).toBe('LAST_ADMIN');
    expect(await peopleTables(t.app)).toEqual(before);
  });

  it('refuses ids outside the business with 404 and changes nothing', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const other = await createBusiness(t.app);
    const before = await peopleTables(t.app);
    for (const path of ['change-to-admins', 'change-to-members', 'remove-members']) {
      const response = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/${path}`, {
        user_ids: [members[0]!.id, other.admin.id],
      });
      expect(response.statusCode, path).toBe(404);
    }
    expect(await peopleTables(t.app)).toEqual(before);
  });

  it('removes members: they are free users again, keep their requests and are told', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 2 });
    const [leaving, staying] = members as [(typeof members)[0], (typeof members)[0]];
    const requestId = await createRequest(t.app, {
      ownerId: leaving.id,
      title: 'Offer',
      status: 'OPEN',
      signers: [{ email: staying.email, status: 'OPEN' }],
    });
    const removed = await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/remove-members`, {
      user_ids: [leaving.id],
    });
    expect(removed.statusCode).toBe(204);
    expectContractResponse('removeBusinessMembers', removed);

    const me = await as(t.app, leaving, 'GET', '/v1/user');
    expect(me.json().business).toBeNull();
    expect(me.json().attributes.removed_from_business).toEqual([
      expect.stringMatching(new RegExp(`^${business.id}@\\d{4}-`)),
    ]);
    const [request] = await t.app.db
      .select({ ownerId: signatureRequests.ownerId })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId));
    expect(request?.ownerId).toBe(leaving.id);
    const left = await t.app.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, business.id));
    expect(left.map((row) => row.userId).sort()).toEqual([admin.id, staying.id].sort());
  });

  it('does not let an admin remove themself here (they leave instead)', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/change-to-admins`, {
      user_ids: [members[0]!.id],
    });
    const before = await peopleTables(t.app);
    const response = await as(
      t.app,
      admin,
      'POST',
      `/v1/businesses/${business.id}/remove-members`,
      {
        user_ids: [admin.id],
      },
    );
    expect(response.statusCode).toBe(422);
    expectContractResponse('removeBusinessMembers', response);
    expect(await peopleTables(t.app)).toEqual(before);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.attributes.removed_from_business).toBeUndefined();
  });
});
