import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessInvitations, signatures } from '../../src/db/schema';
import { newId } from '../../src/domain/ids';
import { build, createClock } from '../build';
import { bearer, createRequest, createUser, login } from '../fixtures';
import { createBusiness } from './setup';

const clock = createClock(new Date('2026-11-20T09:00:00.000Z'));
const t = build({ now: clock.now });
const LAST_MONTH = new Date('2026-10-31T23:59:59.000Z');

/** Marks the one signature of a request as made at `at` with `quality`. */
async function signed(requestId: string, quality: 'SES' | 'AES' | 'QES', at: Date) {
  await t.app.db
    .update(signatures)
    .set({ statusCode: 'SIGNED', signedAt: at, signedQuality: quality })
    .where(eq(signatures.requestId, requestId));
}

describe('GET /v2/businesses/{id}/statistics', () => {
  it("counts this month's requests and signatures of the business's people only", async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const member = members[0]!;
    const stranger = await createUser(t.app);
    const now = clock.now();
    await t.app.db.insert(businessInvitations).values({
      id: newId('inv'),
      businessId: business.id,
      email: 'soon@acme.example',
      role: 'member',
      expiresAt: new Date(now.getTime() + 1000),
    });
    const request = (ownerId: string, status: 'OPEN' | 'SIGNED' | 'DECLINED', createdAt = now) =>
      createRequest(t.app, { ownerId, title: 'Contract', status, createdAt, signers: [] });
    await request(admin.id, 'OPEN');
    await request(member.id, 'SIGNED');
    await request(member.id, 'DECLINED');
    await request(member.id, 'OPEN', LAST_MONTH);
    await request(stranger.id, 'OPEN');

    const signing = (email: string) =>
      createRequest(t.app, {
        ownerId: stranger.id,
        title: 'To sign',
        status: 'OPEN',
        createdAt: LAST_MONTH,
        signers: [{ email, status: 'OPEN' }],
      });
    await signed(await signing(member.email), 'QES', now);
    await signed(await signing(admin.email), 'SES', now);
    await signed(await signing(admin.email), 'AES', LAST_MONTH);
    await signed(await signing('guest@example.test'), 'SES', now);

    const response = await t.app.inject({
      url: `/v2/businesses/${business.id}/statistics`,
      headers: bearer(await login(t.app, admin)),
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('getBusinessStatistics', response);
    expect(response.json()).toEqual({
      members: 2,
      invitedMembers: 1,
      signatureRequests: { open: 1, signed: 1, declined: 1 },
      signatures: { ses: 1, aes: 0, qes: 1, part11: 0 },
    });
  });
});
