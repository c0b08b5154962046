import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessInvitations, signatureRequests } from '../../src/db/schema';
import { newId } from '../../src/domain/ids';
import { appendEvent, type NewEvent } from '../../src/domain/requests/audit-trail';
import { build, createClock } from '../build';
import { bearer, createRequest, createUser, login } from '../fixtures';
import { createBusiness } from './setup';

const clock = createClock(new Date('2026-11-20T09:00:00.000Z'));
const t = build({ now: clock.now });
const DAY_S = 86_400;

type Status = 'OPEN' | 'SIGNED' | 'DECLINED';

/**
 * A request of `ownerId` sent at `initiated` (and completed at `completed`), with its trail's
 * events written the way the product writes them (appendEvent keys them to the business).
 */
async function request(
  owner: { id: string; email: string },
  status: Status,
  initiated: string,
  {
    completed,
    events = [],
  }: {
    completed?: string;
    events?: { type: NewEvent['type']; at: string; by?: string | null; quality?: string }[];
  } = {},
) {
  const id = await createRequest(t.app, {
    ownerId: owner.id,
    title: 'Contract',
    status,
    createdAt: new Date(initiated),
    signers: [],
  });
  await t.app.db
    .update(signatureRequests)
    .set({
      initiatedAt: new Date(initiated),
      completedAt: completed ? new Date(completed) : null,
    })
    .where(eq(signatureRequests.id, id));
  for (const event of events) {
    await appendEvent(t.app.db, {
      requestId: id,
      at: new Date(event.at),
      event: {
        type: event.type,
        actor: { userId: event.by ?? null, email: null, ip: null, userAgent: null },
        data: event.quality ? { quality: event.quality, legislation: 'ZERTES' } : {},
      },
    });
  }
  return id;
}

const statistics = async (headers: Record<string, string>, businessId: string, query = '') =>
  t.app.inject({ url: `/v2/businesses/${businessId}/statistics${query}`, headers });

describe('GET /v2/businesses/{id}/statistics', () => {
  it("figures the business's requests per month, this month's figures and the funnel", async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const member = members[0]!;
    const stranger = await createUser(t.app);
    await t.app.db.insert(businessInvitations).values({
      id: newId('inv'),
      businessId: business.id,
      email: 'soon@acme.example',
      role: 'member',
      expiresAt: new Date(clock.now().getTime() + 1000),
    });
    // September: sent, opened by its signer, signed at QES and completed 20 days later.
    await request(admin, 'SIGNED', '2026-09-05T00:00:00.000Z', {
      completed: '2026-09-25T00:00:00.000Z',
      events: [
        { type: 'VIEWED', at: '2026-09-06T10:00:00.000Z' },
        { type: 'SIGNED', at: '2026-09-25T00:00:00.000Z', quality: 'QES' },
      ],
    });
    // October: nothing at all.
    // November: one completed in a day (SES then AES_MINIMAL), looked at by its owner only…
    await request(member, 'SIGNED', '2026-11-02T00:00:00.000Z', {
      completed: '2026-11-03T00:00:00.000Z',
      events: [
        { type: 'VIEWED', at: '2026-11-02T08:00:00.000Z', by: member.id },
        { type: 'SIGNED', at: '2026-11-02T09:00:00.000Z', quality: 'SES' },
        { type: 'SIGNED', at: '2026-11-03T00:00:00.000Z', quality: 'AES_MINIMAL' },
      ],
    });
    // …one declined…
    await request(member, 'DECLINED', '2026-11-10T00:00:00.000Z', {
      events: [{ type: 'DECLINED', at: '2026-11-11T00:00:00.000Z' }],
    });
    // …one still open with a DEMO signature (counted nowhere)…
    await request(admin, 'OPEN', '2026-11-15T00:00:00.000Z', {
      events: [
        { type: 'VIEWED', at: '2026-11-15T01:00:00.000Z', by: stranger.id },
        { type: 'SIGNED', at: '2026-11-15T02:00:00.000Z', quality: 'DEMO' },
      ],
    });
    // …and one sent in August, before the window, completed in November after 73 days.
    await request(admin, 'SIGNED', '2026-08-20T00:00:00.000Z', {
      completed: '2026-11-01T00:00:00.000Z',
    });
    // Not the business's: a stranger's request.
    await request(stranger, 'SIGNED', '2026-11-05T00:00:00.000Z', {
      completed: '2026-11-06T00:00:00.000Z',
      events: [{ type: 'SIGNED', at: '2026-11-06T00:00:00.000Z', quality: 'QES' }],
    });

    const response = await statistics(bearer(await login(t.app, admin)), business.id, '?months=3');
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('getBusinessStatistics', response);
    const none = { ses: 0, aes: 0, qes: 0, part11: 0 };
    expect(response.json()).toEqual({
      members: 2,
      invitedMembers: 1,
      signatureRequests: { open: 1, signed: 2, declined: 1 },
      signatures: { ses: 1, aes: 1, qes: 0, part11: 0 },
      months: [
        {
          month: '2026-09',
          sent: 1,
          completed: 1,
          declined: 0,
          averageCompletionSeconds: 20 * DAY_S,
          signatures: { ...none, qes: 1 },
        },
        {
          month: '2026-10',
          sent: 0,
          completed: 0,
          declined: 0,
          averageCompletionSeconds: null,
          signatures: none,
        },
        {
          month: '2026-11',
          sent: 3,
          completed: 2,
          declined: 1,
          averageCompletionSeconds: ((1 + 73) / 2) * DAY_S,
          signatures: { ...none, ses: 1, aes: 1 },
        },
      ],
      funnel: { sent: 4, opened: 2, signed: 3, completed: 1 + 1 },
    });
  });

  it('covers the last twelve months by default, every one present, and at most 24', async () => {
    const { business, admin } = await createBusiness(t.app);
    const headers = bearer(await login(t.app, admin));
    const response = await statistics(headers, business.id);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('getBusinessStatistics', response);
    const body = response.json();
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(body.funnel).toEqual({ sent: 0, opened: 0, signed: 0, completed: 0 });
    expect((await statistics(headers, business.id, '?months=25')).statusCode).toBe(400);
    expect((await statistics(headers, business.id, '?months=0')).statusCode).toBe(400);
  });
});
