import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { signatureRequests } from '../../src/db/schema';
import { build } from '../build';
import { createRequest, createUser } from '../fixtures';
import { as, codeOf, peopleTables } from './people-setup';
import { createBusiness } from './setup';

const t = build();

describe('leaving a business (DELETE /v1/user/business)', () => {
  it('lets a member leave: a free user again, with their requests', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const member = members[0]!;
    const requestId = await createRequest(t.app, {
      ownerId: member.id,
      title: 'Offer',
      status: 'OPEN',
      signers: [{ email: admin.email, status: 'OPEN' }],
    });
    const response = await as(t.app, member, 'DELETE', '/v1/user/business');
    expect(response.statusCode).toBe(204);
    expectContractResponse('leaveBusiness', response);
    expect((await as(t.app, member, 'GET', '/v1/user')).json().business).toBeNull();
    const [request] = await t.app.db
      .select({ ownerId: signatureRequests.ownerId })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId));
    expect(request?.ownerId).toBe(member.id);
    const left = await as(t.app, admin, 'GET', `/v1/businesses/${business.id}/members`);
    expect(left.json().members.map((m: { id: string }) => m.id)).toEqual([admin.id]);
  });

  it('lets an admin leave while another admin stays, and not the last one', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const colleague = members[0]!;
    await as(t.app, admin, 'POST', `/v1/businesses/${business.id}/change-to-admins`, {
      user_ids: [colleague.id],
    });
    expect((await as(t.app, admin, 'DELETE', '/v1/user/business')).statusCode).toBe(204);

    const before = await peopleTables(t.app);
    const last = await as(t.app, colleague, 'DELETE', '/v1/user/business');
    expect(last.statusCode).toBe(422);
    expectContractResponse('leaveBusiness', last);
    expect(codeOf(last)).toBe('LAST_ADMIN');
    expect(await peopleTables(t.app)).toEqual(before);
  });

  it('answers 404 to a free user', async () => {
    const free = await createUser(t.app);
    const response = await as(t.app, free, 'DELETE', '/v1/user/business');
    expect(response.statusCode).toBe(404);
    expectContractResponse('leaveBusiness', response);
  });
});

describe('deleting the account of someone in a business', () => {
  it('takes a member out of the business; refuses the last admin and changes nothing', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const deleted = await as(t.app, members[0]!, 'POST', '/v1/user/delete', {
      password: members[0]!.password,
    });
    expect(deleted.statusCode).toBe(204);
    const left = await as(t.app, admin, 'GET', `/v1/businesses/${business.id}/members`);
    expect(left.json().members.map((m: { id: string }) => m.id)).toEqual([admin.id]);

    const before = await peopleTables(t.app);
    const refused = await as(t.app, admin, 'POST', '/v1/user/delete', { password: admin.password });
    expect(refused.statusCode).toBe(422);
    expectContractResponse('deleteAccount', refused);
    expect(codeOf(refused)).toBe('LAST_ADMIN');
    expect(await peopleTables(t.app)).toEqual(before);
  });
});
