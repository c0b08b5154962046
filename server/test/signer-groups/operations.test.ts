import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { build, createClock } from '../build';
import { createUser } from '../fixtures';
import { as, codeOf } from '../businesses/people-setup';
import { createBusiness } from '../businesses/setup';
import { board, groupTables } from './setup';

const clock = createClock();
const t = build({ now: clock.now });

describe('signer groups', () => {
  it('creates, reads, lists, replaces and deletes a business group', async () => {
    const { business, admin } = await createBusiness(t.app);
    const created = await as(t.app, admin, 'POST', '/v3/groups', {
      ...board(['Dana@Acme.example', 'max@acme.example']),
      business_id: business.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expectContractResponse('createSignerGroup', created);
    const group = created.json();
    expect(group).toMatchObject({
      name: 'Management board',
      business_id: business.id,
      members_count: 2,
      members: [
        { email: 'dana@acme.example', first_name: 'Board', last_name: 'Member 1' },
        { email: 'max@acme.example' },
      ],
    });
    expect(group.id).toMatch(/^grp_/);

    const plain = await as(t.app, admin, 'GET', `/v3/groups/${group.id}`);
    expect(plain.statusCode).toBe(200);
    expectContractResponse('getSignerGroup', plain);
    expect(plain.json().members).toBeUndefined();
    const full = await as(t.app, admin, 'GET', `/v3/groups/${group.id}?includeMembers=true`);
    expectContractResponse('getSignerGroup', full);
    expect(full.json().members).toHaveLength(2);

    await as(t.app, admin, 'POST', '/v3/groups', board(['x@acme.example'], 'Auditors'));
    const list = await as(t.app, admin, 'GET', '/v3/groups?includeMembers=true&size=1');
    expect(list.statusCode).toBe(200);
    expectContractResponse('listSignerGroups', list);
    expect(list.json()).toMatchObject({ total_items: 2, total_pages: 2, current_page: 1, size: 1 });
    expect(list.json().groups.map((g: { name: string }) => g.name)).toEqual(['Auditors']);
    expect(list.json().groups[0].members).toEqual([
      { email: 'x@acme.example', first_name: 'Board', last_name: 'Member 1' },
    ]);
    const searched = await as(
      t.app,
      admin,
      'GET',
      `/v3/groups?search=BOARD&business_id=${business.id}`,
    );
    expect(searched.json().groups.map((g: { id: string }) => g.id)).toEqual([group.id]);
    expect(searched.json().groups[0].members).toBeUndefined();

    clock.advance(1000);
    const replaced = await as(t.app, admin, 'PUT', `/v3/groups/${group.id}`, {
      name: 'Board',
      members: [{ email: 'max@acme.example' }, { email: 'Eve@acme.example' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expectContractResponse('updateSignerGroup', replaced);
    expect(replaced.json()).toMatchObject({
      name: 'Board',
      members_count: 2,
      members: [{ email: 'max@acme.example' }, { email: 'eve@acme.example' }],
    });
    expect(replaced.json().description).toBeUndefined();

    const profile = await as(t.app, admin, 'GET', '/v1/user');
    const info = profile.json().groupInfo;
    expect(info.groups).toHaveLength(2);
    expect(info.groups).toContain(group.id);
    expect(info.groupVersions[group.id]).toBe(Date.parse(replaced.json().updated_at));

    const deleted = await as(t.app, admin, 'DELETE', `/v1/groups/${group.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await as(t.app, admin, 'GET', `/v3/groups/${group.id}`)).statusCode).toBe(404);
    const again = await as(t.app, admin, 'DELETE', `/v1/groups/${group.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses the same address twice, clearly and without change', async () => {
    const { admin } = await createBusiness(t.app);
    const before = await groupTables(t.app);
    const response = await as(
      t.app,
      admin,
      'POST',
      '/v3/groups',
      board(['a@x.example', 'A@X.example']),
    );
    expect(response.statusCode).toBe(422);
    expectContractResponse('createSignerGroup', response);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'members.1.email' });
    expect(await groupTables(t.app)).toEqual(before);
  });

  it('keeps a business within its maxGroups and maxParticipants', async () => {
    const { business, admin } = await createBusiness(t.app);
    await t.app.db
      .update(businesses)
      .set({
        settings: {
          ...(business.settings ?? {}),
          signerGroups: { maxGroups: 1, maxParticipants: 2 },
        } as typeof business.settings,
      })
      .where(eq(businesses.id, business.id));
    const tooBig = await as(
      t.app,
      admin,
      'POST',
      '/v3/groups',
      board(['a@x.example', 'b@x.example', 'c@x.example']),
    );
    expect(tooBig.statusCode).toBe(422);
    expectContractResponse('createSignerGroup', tooBig);
    expect(codeOf(tooBig)).toBe('GROUP_LIMIT_REACHED');

    const first = await as(
      t.app,
      admin,
      'POST',
      '/v3/groups',
      board(['a@x.example', 'b@x.example']),
    );
    expect(first.statusCode).toBe(201);
    const before = await groupTables(t.app);
    const second = await as(t.app, admin, 'POST', '/v3/groups', board(['a@x.example']));
    expect(codeOf(second)).toBe('GROUP_LIMIT_REACHED');
    const grown = await as(
      t.app,
      admin,
      'PUT',
      `/v3/groups/${first.json().id}`,
      board(['a@x.example', 'b@x.example', 'c@x.example']),
    );
    expect(grown.statusCode).toBe(422);
    expectContractResponse('updateSignerGroup', grown);
    expect(codeOf(grown)).toBe('GROUP_LIMIT_REACHED');
    expect(await groupTables(t.app)).toEqual(before);
  });

  it('gives a user without a business five personal groups of up to twenty', async () => {
    const free = await createUser(t.app);
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@x.example`);
    const tooBig = await as(t.app, free, 'POST', '/v3/groups', board(many));
    expect(codeOf(tooBig)).toBe('GROUP_LIMIT_REACHED');
    for (let i = 0; i < 5; i += 1) {
      const made = await as(t.app, free, 'POST', '/v3/groups', board(many.slice(0, 20), `G${i}`));
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().business_id).toBeNull();
    }
    const sixth = await as(t.app, free, 'POST', '/v3/groups', board(['a@x.example']));
    expect(sixth.statusCode).toBe(422);
    expect(codeOf(sixth)).toBe('GROUP_LIMIT_REACHED');
    const list = await as(t.app, free, 'GET', '/v3/groups');
    expect(list.json().total_items).toBe(5);
  });

  it('does not move a group to another business', async () => {
    const { admin } = await createBusiness(t.app);
    const other = await createBusiness(t.app);
    const made = await as(t.app, admin, 'POST', '/v3/groups', board(['a@x.example']));
    const before = await groupTables(t.app);
    const moved = await as(t.app, admin, 'PUT', `/v3/groups/${made.json().id}`, {
      ...board(['a@x.example']),
      business_id: other.business.id,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'business_id' });
    expect(await groupTables(t.app)).toEqual(before);
  });
});
