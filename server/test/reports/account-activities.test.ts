import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businessEvents } from '../../src/db/schema';
import { randomBase62 } from '../../src/domain/ids';
import { build } from '../build';
import type { Person } from '../requests/lifecycle-setup';
import { reportAudience } from './setup';

const t = build();

type NewEvent = Omit<typeof businessEvents.$inferInsert, 'id' | 'businessId'>;

/** The business's audit trail as its writer leaves it (the writer is tested with the changes). */
async function trail(businessId: string, events: NewEvent[]) {
  await t.app.db
    .insert(businessEvents)
    .values(events.map((event) => ({ id: `bev_${randomBase62(16)}`, businessId, ...event })));
}

async function seeded() {
  const people = await reportAudience(t.app);
  const admin = people.admin.email;
  // Signing the audience in wrote real SIGNED_IN events (tested with their writer): this test
  // reads a trail it wrote by hand, so it starts from none.
  await t.app.db.delete(businessEvents).where(eq(businessEvents.businessId, people.business.id));
  await trail(people.business.id, [
    {
      action: 'MEMBER_INVITED',
      at: new Date('2026-10-01T08:00:00.000Z'),
      userEmail: 'mia@acme.example',
      actorEmail: admin,
      role: 'member',
    },
    {
      action: 'MEMBER_JOINED',
      at: new Date('2026-10-02T09:00:00.000Z'),
      userEmail: 'mia@acme.example',
      role: 'member',
    },
    {
      action: 'SETTINGS_CHANGED',
      at: new Date('2026-10-02T23:59:59.000Z'),
      userEmail: admin,
      actorEmail: admin,
      details: 'logo',
    },
    {
      action: 'PLAN_CHANGED',
      at: new Date('2026-10-03T00:00:00.000Z'),
      userEmail: admin,
      actorEmail: admin,
      plan: 'business',
    },
    {
      action: 'SEATS_CHANGED',
      at: new Date('2026-10-04T12:00:00.000Z'),
      userEmail: admin,
      actorEmail: admin,
      seats: 0,
    },
  ]);
  // Another business's trail is never in this report.
  const other = await reportAudience(t.app);
  await trail(other.business.id, [
    { action: 'SIGNED_IN', at: new Date('2026-10-02T10:00:00.000Z'), userEmail: 'x@y.example' },
  ]);
  return people;
}

const list = (person: Person, businessId: string, query = '') =>
  t.app.inject({
    url: `/v2/businesses/${businessId}/activities/accounts${query}`,
    headers: person.headers,
  });

const actions = (page: { activities: { action: string }[] }) =>
  page.activities.map((activity) => activity.action);

describe('the account activity report', () => {
  it('lists the business trail newest first, with the figures each event has', async () => {
    const { business, admin } = await seeded();
    const response = await list(admin, business.id);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('listAccountActivities', response);
    const page = response.json();
    expect(page).toMatchObject({ total_items: 5, total_pages: 1, current_page: 1, size: 25 });
    expect(actions(page)).toEqual([
      'SEATS_CHANGED',
      'PLAN_CHANGED',
      'SETTINGS_CHANGED',
      'MEMBER_JOINED',
      'MEMBER_INVITED',
    ]);
    const [seats, plan, settings, joined, invited] = page.activities;
    expect(seats).toEqual({
      id: expect.stringMatching(/^bev_/),
      action: 'SEATS_CHANGED',
      timestamp: '2026-10-04T12:00:00.000Z',
      user_email: admin.email,
      actor: admin.email,
      seats: 0,
    });
    expect(plan).toMatchObject({ plan: 'business' });
    expect(settings).toMatchObject({ details: 'logo' });
    // A join has no actor (the person joined themselves).
    expect(joined).toEqual({
      id: expect.any(String),
      action: 'MEMBER_JOINED',
      timestamp: '2026-10-02T09:00:00.000Z',
      user_email: 'mia@acme.example',
      role: 'member',
    });
    expect(invited).toMatchObject({ role: 'member', actor: admin.email });
  });

  it('sorts oldest first, pages, and keeps to the date range (inclusive days, UTC)', async () => {
    const { business, admin } = await seeded();
    const first = (await list(admin, business.id, '?sort=asc&size=2')).json();
    expect(first).toMatchObject({ total_items: 5, total_pages: 3, current_page: 1, size: 2 });
    expect(actions(first)).toEqual(['MEMBER_INVITED', 'MEMBER_JOINED']);
    const last = (await list(admin, business.id, '?sort=asc&size=2&page=3')).json();
    expect(actions(last)).toEqual(['SEATS_CHANGED']);
    const past = await list(admin, business.id, '?size=2&page=9');
    expectContractResponse('listAccountActivities', past);
    expect(past.json()).toMatchObject({ total_items: 5, total_pages: 3, activities: [] });

    const days = async (query: string) => actions((await list(admin, business.id, query)).json());
    expect(await days('?start_date=2026-10-02&end_date=2026-10-02')).toEqual([
      'SETTINGS_CHANGED',
      'MEMBER_JOINED',
    ]);
    expect(await days('?start_date=2026-10-03')).toEqual(['SEATS_CHANGED', 'PLAN_CHANGED']);
    expect(await days('?end_date=2026-10-01')).toEqual(['MEMBER_INVITED']);
    const swapped = await list(admin, business.id, '?start_date=2026-10-03&end_date=2026-10-02');
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json().code).toBe('VALIDATION_FAILED');
  });

  it('is for the admins only: a member is refused, anyone else does not learn it exists', async () => {
    const { business, member, otherAdmin, stranger } = await seeded();
    expect((await list(member, business.id)).statusCode).toBe(403);
    expect((await list(otherAdmin, business.id)).statusCode).toBe(404);
    expect((await list(stranger, business.id)).statusCode).toBe(404);
    expect((await list(stranger, 'biz_unknown')).statusCode).toBe(404);
  });
});
