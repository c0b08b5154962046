import { describe, expect, it } from 'vitest';
import { expectContractResponse, type OperationId } from '../../../tests/contract/contract';
import { build } from '../build';
import { createUser } from '../fixtures';
import { as } from '../businesses/people-setup';
import { createBusiness } from '../businesses/setup';
import { board, groupTables } from './setup';

const t = build();

type Person = Awaited<ReturnType<typeof createUser>> | null;

/** Every operation on one group, as `person`: the status each answers with. */
async function statuses(person: Person, groupId: string) {
  const calls: [OperationId, 'GET' | 'PUT' | 'DELETE', string, object?][] = [
    ['getSignerGroup', 'GET', `/v3/groups/${groupId}?includeMembers=true`],
    ['updateSignerGroup', 'PUT', `/v3/groups/${groupId}`, board(['changed@x.example'])],
    ['deleteSignerGroup', 'DELETE', `/v1/groups/${groupId}`],
  ];
  const result: Record<string, number> = {};
  for (const [operation, method, url, body] of calls) {
    const response = await as(t.app, person, method, url, body);
    if (response.statusCode >= 400) {
      expectContractResponse(operation, response);
      // A refusal names nothing of the group.
      expect(response.body).not.toContain('Management board');
      expect(response.body).not.toContain('@acme.example');
    }
    result[operation] = response.statusCode;
  }
  return result;
}

const listedIds = async (person: Person) => {
  const response = await as(t.app, person, 'GET', '/v3/groups?includeMembers=true');
  expectContractResponse('listSignerGroups', response);
  return response.statusCode === 200
    ? response.json().groups.map((group: { id: string }) => group.id)
    : response.statusCode;
};

describe('who may use and change signer groups', () => {
  it('lets admins change a business group, members read it, and nobody else learn of it', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const member = members[0]!;
    const other = await createBusiness(t.app);
    const free = await createUser(t.app);
    const made = await as(t.app, admin, 'POST', '/v3/groups', {
      ...board(['dana@acme.example', 'max@acme.example']),
      business_id: business.id,
    });
    const groupId: string = made.json().id;
    const personal = await as(
      t.app,
      free,
      'POST',
      '/v3/groups',
      board(['own@free.example'], 'Mine'),
    );
    expect(personal.statusCode).toBe(201);

    const before = await groupTables(t.app);
    const refused = { getSignerGroup: 404, updateSignerGroup: 404, deleteSignerGroup: 404 };
    expect(await statuses(member, groupId)).toEqual({
      getSignerGroup: 200,
      updateSignerGroup: 403,
      deleteSignerGroup: 403,
    });
    expect(await statuses(other.admin, groupId)).toEqual(refused);
    expect(await statuses(free, groupId)).toEqual(refused);
    expect(await statuses(admin, personal.json().id)).toEqual(refused);
    expect(await statuses(member, personal.json().id)).toEqual(refused);
    expect(await statuses(null, groupId)).toEqual({
      getSignerGroup: 401,
      updateSignerGroup: 401,
      deleteSignerGroup: 401,
    });
    expect(await groupTables(t.app)).toEqual(before);

    expect(await listedIds(admin)).toEqual([groupId]);
    expect(await listedIds(member)).toEqual([groupId]);
    expect(await listedIds(other.admin)).toEqual([]);
    expect(await listedIds(free)).toEqual([personal.json().id]);
    expect(await listedIds(null)).toBe(401);
    const named = await as(t.app, other.admin, 'GET', `/v3/groups?business_id=${business.id}`);
    expect(named.json().groups).toEqual([]);

    const userOf = async (person: Person) =>
      (await as(t.app, person, 'GET', '/v1/user')).json().groupInfo.groups;
    expect(await userOf(member)).toEqual([groupId]);
    expect(await userOf(other.admin)).toEqual([]);
    expect(await userOf(free)).toEqual([personal.json().id]);

    // Creating: a plain member may not; nobody may name a business they are not in.
    const byMember = await as(t.app, member, 'POST', '/v3/groups', board(['a@x.example']));
    expect(byMember.statusCode).toBe(403);
    expectContractResponse('createSignerGroup', byMember);
    const elsewhere = await as(t.app, other.admin, 'POST', '/v3/groups', {
      ...board(['a@x.example']),
      business_id: business.id,
    });
    expect(elsewhere.statusCode).toBe(404);
    const byFree = await as(t.app, free, 'POST', '/v3/groups', {
      ...board(['a@x.example']),
      business_id: business.id,
    });
    expect(byFree.statusCode).toBe(404);
    const anonymous = await as(t.app, null, 'POST', '/v3/groups', board(['a@x.example']));
    expect(anonymous.statusCode).toBe(401);
    expect(await groupTables(t.app)).toEqual(before);

    // The owner and the admin change what is theirs.
    expect((await statuses(free, personal.json().id)).getSignerGroup).toBe(200);
    expect((await statuses(admin, groupId)).getSignerGroup).toBe(200);
  });
});
