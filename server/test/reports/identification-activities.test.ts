import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { identifications } from '../../src/db/schema';
import { build, createClock } from '../build';
import { bearer, createUser, guestLink, login } from '../fixtures';
import type { Person } from '../requests/lifecycle-setup';
import { sendRequest } from '../signing/sign-setup';
import { parseCsv, reportAudience } from './setup';

const clock = createClock(new Date('2026-10-01T08:00:00.000Z'));
// When the three identifications of a business are dated (created together, then spread out).
const DAYS = {
  own: new Date('2026-10-02T09:00:00.000Z'),
  signing: new Date('2026-10-03T10:30:00.000Z'),
  guest: new Date('2026-10-04T23:59:59.000Z'),
};
const t = build({
  now: clock.now,
  identification: {
    webhookSecret: 'whsec_reports',
    sandbox: { reviewMs: 0, activationMs: 0, slowReviewMs: 0 },
  },
});

const start = (headers: Record<string, string>, path: string, body: object = {}) =>
  t.app.inject({ method: 'POST', url: path, headers, payload: body });

const dated = (id: string, at: Date) =>
  t.app.db.update(identifications).set({ createdAt: at }).where(eq(identifications.id, id));

/**
 * One business's identifications over three days: its member's own, an outside account
 * signing the admin's qualified request (paid by the business: its scale plan pays
 * invitations), a guest of that request (paid); plus a stranger's, reported to nobody.
 */
async function seeded() {
  const people = await reportAudience(t.app, 'scale');
  const outsider = await createUser(t.app, { email: `=cmd-${Date.now()}@example.test` });
  const outsiderPerson: Person = {
    email: outsider.email,
    headers: bearer(await login(t.app, outsider)),
  };
  const guestEmail = `guest-${Date.now()}@example.test`;
  const own = await start(people.member.headers, '/v1/user/identification/intrum/mobile-id');
  expect(own.statusCode, own.body).toBe(201);
  const request = await sendRequest(t.app, people.admin, [outsider.email, guestEmail], {
    quality: 'QES',
    legislation: 'ZERTES',
  });
  const signing = await start(outsiderPerson.headers, '/v1/user/identification/intrum/video', {
    signatureRequestId: request.id,
  });
  expect(signing.statusCode, signing.body).toBe(201);
  const guest = await guestLink(t.app, request.sidOf(guestEmail), request.id);
  const guestStart = await start(guest.basic, '/v1/direct/user/identification/intrum/loc');
  expect(guestStart.statusCode, guestStart.body).toBe(201);
  const stranger = await start(people.stranger.headers, '/v1/user/identification/intrum/loc');
  expect(stranger.statusCode, stranger.body).toBe(201);
  await dated(own.json().id, DAYS.own);
  await dated(signing.json().id, DAYS.signing);
  await dated(guestStart.json().id, DAYS.guest);
  return { ...people, outsider, guestEmail, requestId: request.id };
}

const list = (person: Person, businessId: string, query = '') =>
  t.app.inject({
    url: `/v2/businesses/${businessId}/activities/identifications${query}`,
    headers: person.headers,
  });

const exported = (person: Person, businessId: string, from: string, to: string) =>
  t.app.inject({
    url: `/v2/businesses/${businessId}/activities/identifications/export?start_date=${from}&end_date=${to}`,
    headers: person.headers,
  });

describe('the identification report', () => {
  it('is written when an identification starts: whose report, and who pays', async () => {
    const { business, memberUser, outsider } = await seeded();
    const rows = await t.app.db
      .select({
        userId: identifications.userId,
        businessId: identifications.businessId,
        paidBy: identifications.paidByBusinessId,
      })
      .from(identifications)
      .where(eq(identifications.businessId, business.id));
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual({ userId: memberUser.id, businessId: business.id, paidBy: null });
    expect(rows).toContainEqual({
      userId: outsider.id,
      businessId: business.id,
      paidBy: business.id,
    });
    expect(rows).toContainEqual({ userId: null, businessId: business.id, paidBy: business.id });
  });

  it('lists them newest first by default, against the contract', async () => {
    const { business, admin, memberUser, outsider, guestEmail } = await seeded();
    const response = await list(admin, business.id);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('listIdentificationActivities', response);
    const page = response.json();
    expect(page).toMatchObject({ total_items: 3, total_pages: 1, current_page: 1, size: 25 });
    expect(page.activities).toMatchObject([
      { user_email: guestEmail, method: 'loc', business_id_paid_by: business.id },
      { user_email: outsider.email, method: 'video', business_id_paid_by: business.id },
      {
        user_email: memberUser.email,
        provider: 'intrum',
        method: 'mobile-id',
        legislation: 'zertes',
        status: 'initialized',
        timestamp: DAYS.own.toISOString(),
        business_id_paid_by: null,
      },
    ]);
  });

  it('sorts oldest first, pages, and keeps to the date range (inclusive days, UTC)', async () => {
    const { business, admin, memberUser, outsider, guestEmail } = await seeded();
    const ascending = (await list(admin, business.id, '?sort=asc&size=2')).json();
    expect(ascending).toMatchObject({ total_items: 3, total_pages: 2, size: 2 });
    expect(ascending.activities.map((a: { user_email: string }) => a.user_email)).toEqual([
      memberUser.email,
      outsider.email,
    ]);
    const second = (await list(admin, business.id, '?sort=asc&size=2&page=2')).json();
    expect(second.activities.map((a: { user_email: string }) => a.user_email)).toEqual([
      guestEmail,
    ]);
    const past = await list(admin, business.id, '?size=2&page=5');
    expectContractResponse('listIdentificationActivities', past);
    expect(past.json()).toMatchObject({ total_items: 3, total_pages: 2, activities: [] });

    const days = (from: string, to: string) =>
      list(admin, business.id, `?start_date=${from}&end_date=${to}`).then((r) => r.json());
    const emails = async (from: string, to: string) =>
      (await days(from, to)).activities.map((a: { user_email: string }) => a.user_email);
    expect(await emails('2026-10-02', '2026-10-02')).toEqual([memberUser.email]);
    // The end day is whole: its last second is in, the next midnight is not.
    expect(await emails('2026-10-03', '2026-10-04')).toEqual([guestEmail, outsider.email]);
    expect(await emails('2026-10-05', '2026-10-31')).toEqual([]);
    const swapped = await list(admin, business.id, '?start_date=2026-10-05&end_date=2026-10-04');
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json().code).toBe('VALIDATION_FAILED');
  });

  it('is for the admins only: a member is refused, anyone else does not learn it exists', async () => {
    const { business, member, otherAdmin, stranger } = await seeded();
    expect((await list(member, business.id)).statusCode).toBe(403);
    expect((await list(otherAdmin, business.id)).statusCode).toBe(404);
    expect((await list(stranger, business.id)).statusCode).toBe(404);
    expect((await exported(member, business.id, '2026-10-01', '2026-10-31')).statusCode).toBe(403);
    expect((await exported(otherAdmin, business.id, '2026-10-01', '2026-10-31')).statusCode).toBe(
      404,
    );
    expect((await exported(stranger, business.id, '2026-10-01', '2026-10-31')).statusCode).toBe(
      404,
    );
  });

  it('exports the range as identifications_<start>_<end>.csv, oldest first', async () => {
    const { business, admin, memberUser, outsider, guestEmail } = await seeded();
    const response = await exported(admin, business.id, '2026-01-01', '2026-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="identifications_2026-01-01_2026-12-31.csv"',
    );
    const rows = parseCsv(response.body);
    expect(Object.keys(rows[0]!)).toEqual([
      'date',
      'time',
      'user_email',
      'provider',
      'method',
      'legislation',
      'status',
      'paid_by_business',
    ]);
    expect(rows.map((row) => row.user_email)).toEqual([
      memberUser.email,
      // A formula-like address is neutralised, never run by a spreadsheet program.
      `'${outsider.email}`,
      guestEmail,
    ]);
    expect(rows[0]).toMatchObject({
      date: '2026-10-02',
      time: '09:00:00',
      provider: 'intrum',
      method: 'mobile-id',
      legislation: 'zertes',
      status: 'initialized',
      paid_by_business: 'no',
    });
    expect(rows[1]).toMatchObject({
      date: '2026-10-03',
      time: '10:30:00',
      paid_by_business: 'yes',
    });
    expect(rows[2]).toMatchObject({ date: '2026-10-04', time: '23:59:59', method: 'loc' });
  });

  it('exports at most 366 days and nothing before the start', async () => {
    const { business, admin } = await seeded();
    const long = await exported(admin, business.id, '2026-01-01', '2027-01-02');
    expect(long.statusCode).toBe(422);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    const swapped = await exported(admin, business.id, '2026-10-05', '2026-10-01');
    expect(swapped.statusCode).toBe(422);
    const empty = await exported(admin, business.id, '2025-01-01', '2025-12-31');
    expect(empty.statusCode).toBe(200);
    expect(parseCsv(empty.body)).toEqual([]);
  });
});
