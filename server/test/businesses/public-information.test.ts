import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessMembers, signatures } from '../../src/db/schema';
import { build } from '../build';
import { bearer, createRequest, createUser, guestLink, login } from '../fixtures';
import { createBusiness } from './setup';

const t = build({ mail: { publicUrl: 'https://app.test' } });

const LOGO = { sha256: 'a'.repeat(64), contentType: 'image/png', width: 160, height: 48 };
const CONTACT = { email: 'it@acme.example', phone: '044 555 0100' };

/** A guest's signing link for a request the given account sent. */
async function guestOf(ownerId: string) {
  const requestId = await createRequest(t.app, {
    ownerId,
    title: 'Contract',
    status: 'OPEN',
    signers: [{ email: `guest-${Math.random()}@example.test`, status: 'OPEN' }],
  });
  const [signature] = await t.app.db
    .select()
    .from(signatures)
    .where(eq(signatures.requestId, requestId));
  return (await guestLink(t.app, signature!.id, requestId)).basic;
}

const direct = (businessId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/v2/direct/businesses/${businessId}/public-information`, headers });

describe('a business’s public information', () => {
  it('tells its members and admins the name, logo and support contact', async () => {
    const { business, admin, members } = await createBusiness(t.app, {
      members: 1,
      logo: LOGO,
      supportContact: CONTACT,
    });
    for (const person of [admin, members[0]!]) {
      const response = await t.app.inject({
        url: `/v2/businesses/${business.id}/public-information`,
        headers: bearer(await login(t.app, person)),
      });
      expectContractResponse('getBusinessPublicInformation', response);
      expect(response.json()).toEqual({
        id: business.id,
        name: 'Acme AG',
        logo: {
          width: 160,
          height: 48,
          url: `https://app.test/v1/images/logo/${business.id}?v=${'a'.repeat(16)}`,
        },
        supportContact: CONTACT,
      });
    }
  });

  it('is a 404 for anyone outside the business', async () => {
    const { business } = await createBusiness(t.app);
    const other = await createBusiness(t.app);
    for (const person of [other.admin, await createUser(t.app)]) {
      const response = await t.app.inject({
        url: `/v2/businesses/${business.id}/public-information`,
        headers: bearer(await login(t.app, person)),
      });
      expectContractResponse('getBusinessPublicInformation', response);
      expect(response.statusCode).toBe(404);
    }
  });

  it('tells the guest of a member’s request about that business, without a logo if none', async () => {
    const { business, members } = await createBusiness(t.app, { members: 1 });
    const guest = await guestOf(members[0]!.id);
    const response = await direct(business.id, guest);
    expectContractResponse('getDirectBusinessPublicInformation', response);
    expect(response.json()).toEqual({ id: business.id, name: 'Acme AG', supportContact: {} });
    // The guest's page learns which business to ask about from the request itself.
    const pair = Buffer.from(guest.authorization.slice('Basic '.length), 'base64').toString();
    const requestId = pair.slice(pair.indexOf(':') + 1);
    const request = await t.app.inject({
      url: `/v3/direct/signature-requests/${requestId}`,
      headers: guest,
    });
    expect(request.json().business_id).toBe(business.id);
  });

  it('is a 404 for a guest of another request, or about another business', async () => {
    const { business, admin } = await createBusiness(t.app);
    const other = await createBusiness(t.app);
    const freeUser = await createUser(t.app);
    for (const [headers, id] of [
      [await guestOf(freeUser.id), business.id],
      [await guestOf(other.admin.id), business.id],
      [await guestOf(admin.id), other.business.id],
    ] as const) {
      const response = await direct(id, headers);
      expectContractResponse('getDirectBusinessPublicInformation', response);
      expect(response.statusCode).toBe(404);
    }
  });

  it('a guest is not told about a business the sender no longer belongs to', async () => {
    const { business, members } = await createBusiness(t.app, { members: 1 });
    const headers = await guestOf(members[0]!.id);
    await t.app.db.delete(businessMembers).where(eq(businessMembers.userId, members[0]!.id));
    expect((await direct(business.id, headers)).statusCode).toBe(404);
  });
});
