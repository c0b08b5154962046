import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { signatureRequests } from '../../src/db/schema';
import { build } from '../build';
import { createRequest, createUser } from '../fixtures';
import { as, codeOf, peopleTables } from './people-setup';
import { createBusiness } from './setup';

/**
 * A member's cost centre: set by the business's admins, shown with every member, and copied
 * onto each request the member creates from then on (the cost centre report books by it).
 */
const t = build();

const costCenterOf = async (requestId: string) =>
  (
    await t.app.db
      .select({ costCenter: signatureRequests.costCenter })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId))
  )[0]?.costCenter;

describe('PUT /v1/businesses/{id}/members/{userId}', () => {
  it('sets a member’s cost centre, trimmed, shows it with the members, and clears it', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const member = members[0]!;
    const url = `/v1/businesses/${business.id}/members/${member.id}`;
    const set = await as(t.app, admin, 'PUT', url, { costCenter: '  Legal ' });
    expect(set.statusCode, set.body).toBe(200);
    expectContractResponse('updateBusinessMember', set);
    expect(set.json()).toMatchObject({ id: member.id, role: 'member', costCenter: 'Legal' });

    const listed = await as(t.app, admin, 'GET', `/v1/businesses/${business.id}/members`);
    expectContractResponse('listBusinessMembers', listed);
    expect(
      listed
        .json()
        .members.map((m: { id: string; costCenter: string | null }) => [m.id, m.costCenter]),
    ).toEqual([
      [admin.id, null],
      [member.id, 'Legal'],
    ]);

    // An admin's own cost centre too; null (or nothing but spaces) clears.
    const own = await as(t.app, admin, 'PUT', `/v1/businesses/${business.id}/members/${admin.id}`, {
      costCenter: 'Board',
    });
    expect(own.json().costCenter).toBe('Board');
    const cleared = await as(t.app, admin, 'PUT', url, { costCenter: null });
    expect(cleared.statusCode).toBe(200);
    expectContractResponse('updateBusinessMember', cleared);
    expect(cleared.json().costCenter).toBeNull();
    const blank = await as(t.app, admin, 'PUT', url, { costCenter: '   ' });
    expect(blank.json().costCenter).toBeNull();
  });

  it('refuses members (403), outsiders (404), people not in the business (404), changing nothing', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const member = members[0]!;
    const other = await createBusiness(t.app);
    const free = await createUser(t.app);
    const url = (userId: string) => `/v1/businesses/${business.id}/members/${userId}`;
    const before = await peopleTables(t.app);
    const cases = [
      { person: member, target: member.id, status: 403 },
      { person: other.admin, target: member.id, status: 404 },
      { person: free, target: member.id, status: 404 },
      { person: null, target: member.id, status: 401 },
      { person: admin, target: free.id, status: 404 },
      { person: admin, target: other.admin.id, status: 404 },
      { person: admin, target: 'u_doesNotExist0000', status: 404 },
    ];
    for (const { person, target, status } of cases) {
      const response = await as(t.app, person, 'PUT', url(target), { costCenter: 'Legal' });
      expect(response.statusCode, response.body).toBe(status);
      expectContractResponse('updateBusinessMember', response);
    }
    const tooLong = await as(t.app, admin, 'PUT', url(member.id), { costCenter: 'x'.repeat(65) });
    expect(tooLong.statusCode).toBe(400);
    expect(codeOf(tooLong)).toBe('VALIDATION_FAILED');
    expectContractResponse('updateBusinessMember', tooLong);
    expect(await peopleTables(t.app)).toEqual(before);
  });

  it('books each request to the cost centre its sender had when creating it', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const member = members[0]!;
    const url = `/v1/businesses/${business.id}/members/${member.id}`;
    const draft = async () => {
      const response = await as(t.app, member, 'POST', '/v3/signature-requests', {
        title: 'Offer',
        documents: [],
        signatures: [],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const sent = () =>
      createRequest(t.app, {
        ownerId: member.id,
        title: 'Contract',
        status: 'OPEN',
        signers: [{ email: admin.email, status: 'OPEN' }],
      });

    const before = [await draft(), await sent()];
    await as(t.app, admin, 'PUT', url, { costCenter: 'Sales' });
    const during = [await draft(), await sent()];
    await as(t.app, admin, 'PUT', url, { costCenter: 'Legal' });
    const after = [await draft(), await sent()];

    for (const id of before) expect(await costCenterOf(id)).toBeNull();
    for (const id of during) expect(await costCenterOf(id)).toBe('Sales');
    for (const id of after) expect(await costCenterOf(id)).toBe('Legal');
    // A free user's request has none.
    const free = await createUser(t.app);
    const own = await createRequest(t.app, {
      ownerId: free.id,
      title: 'Mine',
      status: 'OPEN',
      signers: [],
    });
    expect(await costCenterOf(own)).toBeNull();
  });
});
