import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { apiUsers, signatureRequests, signatures } from '../../src/db/schema';
import {
  readSignatureActivities,
  signatureActivitiesQuery,
} from '../../src/domain/reports/signature-activities';
import { appendEvent, type RequestEventType } from '../../src/domain/requests/audit-trail';
import { build, createClock } from '../build';
import { createBusiness } from '../businesses/setup';
import { bearer, createRequest, createUser, login } from '../fixtures';
import type { Person } from '../requests/lifecycle-setup';
import { sendRequest, sign } from '../signing/sign-setup';

const clock = createClock(new Date('2026-11-20T09:00:00.000Z'));
const t = build({ now: clock.now });

type Activity = {
  id: string;
  action: string;
  timestamp: string;
  signature_request_id: string;
  signature_request_title: string;
  business_id_paid_by: string | null;
  cost_center: string | null;
  initiator: string;
  signer: { email: string; first_name: string | null; last_name: string | null; type: string };
  quality: string;
  legislation: string;
};
type Page = {
  total_items: number;
  total_pages: number;
  current_page: number;
  size: number;
  activities: Activity[];
};

const PAGING_EVENTS = 30;

let businessId = '';
let memberId = '';
let admin: Person;
let member: Person;
let otherAdmin: Person;
let stranger: Person;
const ids = { signedByMember: '', declined: '', formula: '' };
const emails = { admin: '', member: '', external: '', guest: 'jane.doe@guest.example', api: '' };

async function signIn(user: { email: string; password: string }): Promise<Person> {
  return { email: user.email, headers: bearer(await login(t.app, user)) };
}

/** A signature or decline recorded the way the product records one: through the audit trail. */
async function recordEvent(
  requestId: string,
  signatureEmail: string,
  type: Extract<RequestEventType, 'SIGNED' | 'DECLINED'>,
  at: Date,
  data: Record<string, unknown> = {},
) {
  const rows = await t.app.db.select().from(signatures).where(eq(signatures.requestId, requestId));
  const signatureId = rows.find((row) => row.email === signatureEmail)?.id ?? null;
  await t.app.db.transaction((tx) =>
    appendEvent(tx, {
      requestId,
      event: {
        type,
        actor: { userId: null, email: signatureEmail, ip: null, userAgent: null },
        signatureId,
        data,
      },
      at,
    }),
  );
  return signatureId;
}

const list = (query: string, who: Person = admin) =>
  t.app.inject({
    url: `/v2/businesses/${businessId}/activities/signatures${query}`,
    headers: who.headers,
  });

const exportCsv = (query: string, who: Person = admin) =>
  t.app.inject({
    url: `/v2/businesses/${businessId}/activities/signatures/export${query}`,
    headers: who.headers,
  });

const problemCode = (response: LightMyRequestResponse) => response.json<{ code: string }>().code;

beforeAll(async () => {
  const seeded = await createBusiness(t.app, { members: 1 });
  businessId = seeded.business.id;
  const memberAccount = seeded.members[0]!;
  memberId = memberAccount.id;
  admin = await signIn(seeded.admin);
  member = await signIn(memberAccount);
  emails.admin = seeded.admin.email;
  emails.member = memberAccount.email;
  otherAdmin = await signIn((await createBusiness(t.app)).admin);
  const externalAccount = await createUser(t.app, { firstName: 'Ext', lastName: 'Ernal' });
  const external = await signIn(externalAccount);
  emails.external = externalAccount.email;
  stranger = await signIn(await createUser(t.app));
  const apiAccount = await createUser(t.app, { firstName: 'robot', lastName: '' });
  emails.api = apiAccount.email;
  await t.app.db.insert(apiUsers).values({
    username: 'robot',
    businessId,
    userId: apiAccount.id,
    secretHash: 'not-a-secret',
  });

  // Signed for real by a member, on the admin's request charged to "Legal".
  const signedRequest = await sendRequest(t.app, admin, [member.email]);
  await t.app.db
    .update(signatureRequests)
    .set({ costCenter: 'Legal' })
    .where(eq(signatureRequests.id, signedRequest.id));
  const signedResponse = await sign(t.app, member, {
    requestId: signedRequest.id,
    documentId: signedRequest.documentId,
  });
  expect(signedResponse.statusCode, signedResponse.body).toBe(200);
  ids.signedByMember = signedRequest.id;

  // Declined for real by an external signer, an hour later, on the member's QES request.
  clock.advance(3600_000);
  const declinedRequest = await sendRequest(t.app, member, [external.email], {
    quality: 'QES',
    legislation: 'ZERTES',
  });
  const declined = await t.app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${declinedRequest.id}/decline`,
    headers: external.headers,
    payload: { message: 'Not like this' },
  });
  expect(declined.statusCode, declined.body).toBe(200);
  ids.declined = declinedRequest.id;

  // A request whose title looks like a formula, signed by a guest, the API user and an
  // external account in October, and one signature whose row is gone since.
  ids.formula = await createRequest(t.app, {
    ownerId: seeded.admin.id,
    title: '=HYPERLINK("x")',
    status: 'OPEN',
    createdAt: new Date('2026-10-01T08:00:00.000Z'),
    signers: [
      { email: emails.guest, firstName: 'Jane', lastName: 'Doe, Jr.', status: 'OPEN' },
      { email: emails.api, status: 'OPEN' },
      { email: emails.external, status: 'OPEN' },
      { email: 'gone@guest.example', status: 'OPEN' },
    ],
  });
  await t.app.db
    .update(signatureRequests)
    .set({ costCenter: 'Sales' })
    .where(eq(signatureRequests.id, ids.formula));
  const signedAt = (quality: string, legislation: string) => ({ quality, legislation });
  await recordEvent(
    ids.formula,
    emails.guest,
    'SIGNED',
    new Date('2026-10-05T10:00:00.000Z'),
    signedAt('QES', 'ZERTES'),
  );
  await recordEvent(
    ids.formula,
    emails.api,
    'SIGNED',
    new Date('2026-10-06T11:30:00.000Z'),
    signedAt('AES', 'EIDAS'),
  );
  await recordEvent(
    ids.formula,
    emails.external,
    'SIGNED',
    new Date('2026-11-01T00:00:00.000Z'),
    signedAt('AES_MINIMAL', 'EIDAS'),
  );
  const goneId = await recordEvent(
    ids.formula,
    'gone@guest.example',
    'SIGNED',
    new Date('2026-11-02T00:00:00.000Z'),
    signedAt('SES', 'UNDEFINED'),
  );
  await t.app.db.delete(signatures).where(eq(signatures.id, goneId!));

  // Enough signatures in September for several pages; two share a time (ties go by id).
  const bulk = await createRequest(t.app, {
    ownerId: memberAccount.id,
    title: 'Bulk agreement',
    status: 'OPEN',
    createdAt: new Date('2026-09-01T00:00:00.000Z'),
    signers: [{ email: emails.member, status: 'OPEN' }],
  });
  for (let i = 0; i < PAGING_EVENTS; i++) {
    const at = new Date(Date.UTC(2026, 8, 1, Math.min(i, PAGING_EVENTS - 2)));
    await recordEvent(bulk, emails.member, 'SIGNED', at, signedAt('SES', 'UNDEFINED'));
  }

  // Not the business's: a stranger's own request, signed by the business's member.
  const elsewhere = await createRequest(t.app, {
    ownerId: (await createUser(t.app)).id,
    title: 'Private',
    status: 'OPEN',
    createdAt: new Date('2026-10-01T00:00:00.000Z'),
    signers: [{ email: emails.member, status: 'OPEN' }],
  });
  await recordEvent(elsewhere, emails.member, 'SIGNED', new Date('2026-10-10T00:00:00.000Z'));
});

const TOTAL = 2 + 4 + PAGING_EVENTS;

describe('GET /v2/businesses/{id}/activities/signatures', () => {
  it("lists the business's signatures and declines, newest first, as the contract says", async () => {
    const response = await list('');
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('listSignatureActivities', response);
    const page = response.json<Page>();
    expect(page).toMatchObject({
      total_items: TOTAL,
      total_pages: Math.ceil(TOTAL / 25),
      current_page: 1,
      size: 25,
    });
    const [declined, signed] = page.activities;
    expect(declined).toMatchObject({
      action: 'DECLINED',
      timestamp: '2026-11-20T10:00:00.000Z',
      signature_request_id: ids.declined,
      signature_request_title: 'Service agreement',
      business_id_paid_by: null,
      initiator: emails.member,
      signer: { email: emails.external, type: 'external' },
      quality: 'QES',
      legislation: 'ZERTES',
    });
    expect(signed).toMatchObject({
      action: 'SIGNED',
      timestamp: '2026-11-20T09:00:00.000Z',
      signature_request_id: ids.signedByMember,
      business_id_paid_by: businessId,
      cost_center: 'Legal',
      initiator: emails.admin,
      signer: { email: emails.member, type: 'member' },
      quality: 'SES',
    });
  });

  it('tells members, API users, external and vanished signers apart', async () => {
    const page = (await list('?start_date=2026-10-01&end_date=2026-11-02&sort=asc')).json<Page>();
    expect(
      page.activities.map((activity) => [
        activity.signer.email,
        activity.signer.type,
        activity.quality,
        activity.legislation,
      ]),
    ).toEqual([
      [emails.guest, 'external', 'QES', 'ZERTES'],
      [emails.api, 'api', 'AES', 'EIDAS'],
      [emails.external, 'external', 'AES_MINIMAL', 'EIDAS'],
      ['gone@guest.example', 'unknown', 'SES', 'UNDEFINED'],
    ]);
    expect(page.activities[0]).toMatchObject({
      signature_request_title: '=HYPERLINK("x")',
      cost_center: 'Sales',
      signer: { first_name: 'Jane', last_name: 'Doe, Jr.' },
    });
  });

  it('pages without skipping or repeating, both ways, and a page past the end is empty', async () => {
    const pages = async (sort: 'asc' | 'desc') => {
      const all: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const body = (await list(`?size=10&page=${page}&sort=${sort}`)).json<Page>();
        expect(body).toMatchObject({ total_items: TOTAL, total_pages: 4, current_page: page });
        all.push(...body.activities.map((activity) => activity.id));
      }
      return all;
    };
    const newest = await pages('desc');
    const oldest = await pages('asc');
    expect(new Set(newest).size).toBe(TOTAL);
    expect(oldest).toEqual([...newest].reverse());

    const past = await list('?size=10&page=5');
    expect(past.statusCode).toBe(200);
    expectContractResponse('listSignatureActivities', past);
    expect(past.json()).toEqual({
      total_items: TOTAL,
      total_pages: 4,
      current_page: 5,
      size: 10,
      activities: [],
    });
  });

  it('keeps to the date range, whole UTC days, both ends included', async () => {
    const october = (await list('?start_date=2026-10-01&end_date=2026-10-31')).json<Page>();
    expect(october.total_items).toBe(2);
    const withFirst = (await list('?start_date=2026-10-01&end_date=2026-11-01')).json<Page>();
    expect(withFirst.total_items).toBe(3);
    const fromNovember = (await list('?start_date=2026-11-01')).json<Page>();
    expect(fromNovember.total_items).toBe(4);
    const empty = await list('?start_date=2025-01-01&end_date=2025-01-31');
    expectContractResponse('listSignatureActivities', empty);
    expect(empty.json()).toMatchObject({ total_items: 0, total_pages: 0, activities: [] });

    const swapped = await list('?start_date=2026-10-31&end_date=2026-10-01');
    expect(swapped.statusCode).toBe(422);
    expect(problemCode(swapped)).toBe('VALIDATION_FAILED');
  });

  it('is for the business admins: strangers and other admins get 404, a member 403', async () => {
    for (const [who, status] of [
      [stranger, 404],
      [otherAdmin, 404],
      [member, 403],
    ] as const) {
      const response = await list('', who);
      expect(response.statusCode, response.body).toBe(status);
      expectContractResponse('listSignatureActivities', response);
      const exported = await exportCsv(
        '?group_by=other&start_date=2026-01-01&end_date=2026-12-31',
        who,
      );
      expect(exported.statusCode, exported.body).toBe(status);
    }
  });
});

describe('readSignatureActivities in keyset batches', () => {
  it('reads every event once, oldest first, in the order of the list', async () => {
    const filter = { businessId, range: { from: null, to: null } };
    const seen: string[] = [];
    let afterId: string | null = null;
    for (;;) {
      const batch = await readSignatureActivities(
        { db: t.app.db },
        {
          filter,
          slice: { order: 'asc', afterId, limit: 7 },
        },
      );
      seen.push(...batch.map((row) => row.id));
      if (batch.length < 7) break;
      afterId = batch.at(-1)!.id;
    }
    const listed = (await list('?sort=asc&size=100')).json<Page>();
    expect(seen).toEqual(listed.activities.map((activity) => activity.id));
  });
});

describe('the page query', () => {
  it('reads the window off the partial index (business_id, at)', async () => {
    const query = signatureActivitiesQuery(
      { db: t.app.db },
      {
        filter: {
          businessId,
          range: {
            from: new Date('2026-01-01T00:00:00.000Z'),
            to: new Date('2027-01-01T00:00:00.000Z'),
          },
        },
        slice: { order: 'desc', offset: 25, limit: 25 },
      },
    );
    // A handful of rows would be read faster from the table: ask whether the index CAN serve.
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query.getSQL()}`);
      const { rows } = result as unknown as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('request_events_business_signatures_idx');
  });
});

describe('GET /v2/businesses/{id}/activities/signatures/export', () => {
  const YEAR = '?start_date=2026-01-01&end_date=2026-12-31';

  it('streams every signature and decline as signature_usage_<start>_<end>.csv', async () => {
    const response = await exportCsv(`${YEAR}&group_by=other`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="signature_usage_2026-01-01_2026-12-31.csv"',
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toContain('\r\n');
    // A name with a comma is quoted, a formula-like title neutralised.
    expect(response.body).toContain('"Jane Doe, Jr."');
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'date',
      'time',
      'request_id',
      'request_title',
      'action',
      'signer_email',
      'signer_name',
      'signer_type',
      'quality',
      'legislation',
      'initiator',
      'cost_center',
    ]);
    expect(rows).toHaveLength(TOTAL);
    expect(rows.map((row) => `${row.date}T${row.time}`)).toEqual(
      rows.map((row) => `${row.date}T${row.time}`).sort(),
    );
    expect(rows.find((row) => row.signer_email === emails.guest)).toEqual({
      date: '2026-10-05',
      time: '10:00:00',
      request_id: ids.formula,
      request_title: `'=HYPERLINK("x")`,
      action: 'SIGNED',
      signer_email: emails.guest,
      signer_name: 'Jane Doe, Jr.',
      signer_type: 'external',
      quality: 'QES',
      legislation: 'ZERTES',
      initiator: emails.admin,
      cost_center: 'Sales',
    });
    expect(rows.at(-1)).toMatchObject({
      date: '2026-11-20',
      time: '10:00:00',
      action: 'DECLINED',
      signer_type: 'external',
      cost_center: '',
    });
  });

  it('sums the signatures per cost centre and quality as cost_centre_report_<start>_<end>.csv', async () => {
    const response = await exportCsv(`${YEAR}&group_by=cost_centers`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="cost_centre_report_2026-01-01_2026-12-31.csv"',
    );
    expect(parse(response.body, { bom: true, columns: true })).toEqual([
      { cost_center: 'Legal', signatures: '1', ses: '1', aes: '0', qes: '0', part11: '0' },
      { cost_center: 'Sales', signatures: '4', ses: '1', aes: '2', qes: '1', part11: '0' },
      // Without a cost centre, last; the decline is not a signature.
      {
        cost_center: '',
        signatures: String(PAGING_EVENTS),
        ses: String(PAGING_EVENTS),
        aes: '0',
        qes: '0',
        part11: '0',
      },
    ]);
  });

  it('covers at most 366 days and refuses an end before the start', async () => {
    const leapYear = await exportCsv('?group_by=other&start_date=2027-11-30&end_date=2028-11-29');
    expect(leapYear.statusCode, leapYear.body).toBe(200);
    for (const query of [
      '?group_by=other&start_date=2026-01-01&end_date=2027-01-02',
      '?group_by=cost_centers&start_date=2026-10-31&end_date=2026-10-01',
    ]) {
      const response = await exportCsv(query);
      expect(response.statusCode, response.body).toBe(422);
      expect(problemCode(response)).toBe('VALIDATION_FAILED');
    }
  });
});

describe("the list's totals", () => {
  it('follow every event in and out: a deleted request takes its events with it', async () => {
    const before = (await list('')).json<Page>().total_items;
    const requestId = await createRequest(t.app, {
      ownerId: memberId,
      title: 'Short-lived',
      status: 'OPEN',
      signers: [{ email: emails.member, status: 'OPEN' }],
    });
    await recordEvent(requestId, emails.member, 'SIGNED', new Date('2026-11-20T23:59:59Z'));
    await recordEvent(requestId, emails.member, 'DECLINED', new Date('2026-11-21T00:00:00Z'));
    expect((await list('')).json<Page>().total_items).toBe(before + 2);
    expect(
      (await list('?start_date=2026-11-21&end_date=2026-11-21')).json<Page>().total_items,
    ).toBe(
      (
        await readSignatureActivities(
          { db: t.app.db },
          {
            filter: {
              businessId,
              range: {
                from: new Date('2026-11-21T00:00:00Z'),
                to: new Date('2026-11-22T00:00:00Z'),
              },
            },
            slice: { order: 'asc', offset: 0, limit: 100 },
          },
        )
      ).length,
    );

    await t.app.db.delete(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect((await list('')).json<Page>().total_items).toBe(before);
  });
});
