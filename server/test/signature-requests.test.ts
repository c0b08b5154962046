import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, observers } from '../src/db/schema';
import { build, createClock } from './build';
import { bearer, createRequest, createUser, login } from './fixtures';

const clock = createClock();
const t = build({ now: clock.now });
const HOUR_MS = 60 * 60 * 1000;

let token: string;
let me: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
type Fixture =
  'toSign' | 'pendingMine' | 'pendingSigned' | 'completed' | 'declined' | 'withdrawn' | 'draft';
const ids = {} as Record<Fixture, string>;

/** A request created `hours` after the clock's start, so that the sort order is known. */
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);

beforeAll(async () => {
  me = await createUser(t.app, { firstName: 'Mia', lastName: 'Meier' });
  other = await createUser(t.app, { firstName: 'Otto', lastName: 'Odermatt' });
  const stranger = await createUser(t.app);
  const asMe = { email: me.email, firstName: me.firstName, lastName: me.lastName };
  const asOther = { email: other.email, firstName: other.firstName, lastName: other.lastName };

  ids.toSign = await createRequest(t.app, {
    ownerId: other.id,
    title: 'Rental agreement 100% furnished',
    status: 'OPEN',
    createdAt: at(1),
    documents: ['rental.pdf', 'inventory.pdf'],
    signers: [{ ...asMe, status: 'OPEN' }],
  });
  ids.pendingMine = await createRequest(t.app, {
    ownerId: me.id,
    title: 'Freelance contract',
    status: 'OPEN',
    createdAt: at(2),
    signers: [{ ...asOther, status: 'OPEN' }],
  });
  ids.pendingSigned = await createRequest(t.app, {
    ownerId: other.id,
    title: 'Board resolution',
    status: 'OPEN',
    createdAt: at(3),
    signers: [
      { ...asMe, status: 'SIGNED', sequence: 1, signedAt: at(4) },
      { ...asOther, status: 'OPEN', sequence: 2 },
    ],
  });
  ids.completed = await createRequest(t.app, {
    ownerId: me.id,
    title: 'Non-disclosure agreement',
    status: 'SIGNED',
    createdAt: at(4),
    signers: [{ ...asOther, status: 'SIGNED', signedAt: at(5) }],
  });
  ids.declined = await createRequest(t.app, {
    ownerId: other.id,
    title: 'Car_sale agreement',
    status: 'DECLINED',
    createdAt: at(5),
    signers: [{ ...asMe, status: 'DECLINED' }],
  });
  ids.withdrawn = await createRequest(t.app, {
    ownerId: me.id,
    title: 'Office lease',
    status: 'WITHDRAWN',
    createdAt: at(6),
    signers: [{ ...asOther, status: 'WITHDRAWN' }],
  });
  ids.draft = await createRequest(t.app, {
    ownerId: me.id,
    title: 'Consulting agreement draft',
    status: 'DRAFT',
    createdAt: at(7),
    signers: [{ ...asOther, status: 'DRAFT' }],
  });
  // Neither someone else's draft nor a stranger's request may ever show up.
  await createRequest(t.app, {
    ownerId: other.id,
    title: 'Their agreement draft',
    status: 'DRAFT',
    createdAt: at(8),
    signers: [{ ...asMe, status: 'DRAFT' }],
  });
  await createRequest(t.app, {
    ownerId: stranger.id,
    title: 'Strangers agreement',
    status: 'OPEN',
    createdAt: at(9),
    signers: [{ email: 'someone@example.test', status: 'OPEN' }],
  });
  token = await login(t.app, me);
});

async function list(query: string, authToken = token) {
  const response = await t.app.inject({
    url: `/v3/signature-requests${query}`,
    headers: bearer(authToken),
  });
  return response;
}

async function titlesOf(query: string) {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().items.map((item: { title: string }) => item.title);
}

describe('GET /v3/signature-requests', () => {
  it('puts each request in the right view and counts every view', async () => {
    const expected = {
      all: [
        ids.withdrawn,
        ids.declined,
        ids.completed,
        ids.pendingSigned,
        ids.pendingMine,
        ids.toSign,
      ],
      toSign: [ids.toSign],
      pending: [ids.pendingSigned, ids.pendingMine],
      completed: [ids.completed],
      declined: [ids.withdrawn, ids.declined],
      drafts: [ids.draft],
    };
    for (const [view, requestIds] of Object.entries(expected)) {
      const response = await list(`?view=${view}`);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(
        page.items.map((item: { id: string }) => item.id),
        view,
      ).toEqual(requestIds);
      expect(page.total_items).toBe(requestIds.length);
      expect(page.counts).toEqual({
        all: 6,
        toSign: 1,
        pending: 2,
        completed: 1,
        declined: 2,
        drafts: 1,
      });
    }
  });

  it('describes each request as the contract says', async () => {
    const page = (await list('?view=toSign')).json();

    expect(page).toMatchObject({ total_items: 1, total_pages: 1, current_page: 1, size: 25 });
    const [item] = page.items;
    expect(item).toEqual({
      id: ids.toSign,
      title: 'Rental agreement 100% furnished',
      status_overall: 'OPEN',
      quality: 'SES',
      legislation: 'UNDEFINED',
      owner: { email_address: other.email, first_name: 'Otto', last_name: 'Odermatt' },
      // In upload order (position), not by name.
      documents: [
        { id: expect.stringMatching(/^doc_/), name: 'rental.pdf' },
        { id: expect.stringMatching(/^doc_/), name: 'inventory.pdf' },
      ],
      signatures: [
        {
          sid: expect.stringMatching(/^sig_/),
          status_code: 'OPEN',
          account_email: me.email,
          signer_identity_data: { email_address: me.email, first_name: 'Mia', last_name: 'Meier' },
          sequence: null,
          signed_at: null,
          signer_group_id: null,
        },
      ],
      my_signature_status: 'OPEN',
      created_at: at(1).toISOString(),
      updated_at: at(1).toISOString(),
      expiration_date: null,
    });
  });

  it('reports the user’s own signature and null where the user does not sign', async () => {
    const items = (await list('?view=pending')).json().items;
    const status = Object.fromEntries(
      items.map((item: { id: string; my_signature_status: string | null }) => [
        item.id,
        item.my_signature_status,
      ]),
    );
    expect(status).toEqual({ [ids.pendingSigned]: 'SIGNED', [ids.pendingMine]: null });
  });

  it('searches titles case-insensitively, taking wildcards literally', async () => {
    expect(await titlesOf('?search=AGREEMENT&sort=title_asc')).toEqual([
      'Car_sale agreement',
      'Non-disclosure agreement',
      'Rental agreement 100% furnished',
    ]);
    expect(await titlesOf(`?search=${encodeURIComponent('100%')}`)).toEqual([
      'Rental agreement 100% furnished',
    ]);
    expect(await titlesOf('?search=_')).toEqual(['Car_sale agreement']);

    const counts = (await list('?search=agreement')).json().counts;
    expect(counts).toEqual({ all: 3, toSign: 1, pending: 0, completed: 1, declined: 1, drafts: 1 });
  });

  it('sorts by update, creation and title', async () => {
    expect(await titlesOf('?view=pending&sort=created_asc')).toEqual([
      'Freelance contract',
      'Board resolution',
    ]);
    expect(await titlesOf('?view=pending&sort=created_desc')).toEqual([
      'Board resolution',
      'Freelance contract',
    ]);
    expect(await titlesOf('?view=declined&sort=title_desc')).toEqual([
      'Office lease',
      'Car_sale agreement',
    ]);
    expect(await titlesOf('?view=declined&sort=updated_asc')).toEqual([
      'Car_sale agreement',
      'Office lease',
    ]);
  });

  it('pages through the results', async () => {
    const first = (await list('?size=4&page=1&sort=created_asc')).json();
    const second = (await list('?size=4&page=2&sort=created_asc')).json();
    const beyond = (await list('?size=4&page=3&sort=created_asc')).json();

    expect(first).toMatchObject({ total_items: 6, total_pages: 2, current_page: 1, size: 4 });
    expect(first.items).toHaveLength(4);
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([
      ids.declined,
      ids.withdrawn,
    ]);
    expect(beyond).toMatchObject({ items: [], total_items: 6, total_pages: 2, current_page: 3 });
  });

  it.each([
    ['size=101', 'size'],
    ['size=0', 'size'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['view=inbox', 'view'],
    ['sort=random', 'sort'],
  ])('rejects %s with a 400 naming the parameter', async (query, field) => {
    const response = await list(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('shows a user only the requests that concern them', async () => {
    const outsider = await createUser(t.app);
    const response = await list('', await login(t.app, outsider));

    expect(response.json()).toMatchObject({
      items: [],
      total_items: 0,
      total_pages: 0,
      counts: { all: 0, toSign: 0, pending: 0, completed: 0, declined: 0, drafts: 0 },
    });
  });

  it('finds a request sent to the user’s e-mail before the account existed', async () => {
    const email = 'late-signer@example.test';
    const requestId = await createRequest(t.app, {
      ownerId: other.id,
      title: 'Invitation before sign-up',
      status: 'OPEN',
      signers: [{ email, status: 'OPEN' }],
    });
    const latecomer = await createUser(t.app, { email });

    const page = (await list('?view=toSign', await login(t.app, latecomer))).json();
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([requestId]);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ url: '/v3/signature-requests' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /v3/signature-requests for observers, versions and signer limits', () => {
  let watcher: Awaited<ReturnType<typeof createUser>>;
  let watcherToken: string;
  const seen = {} as Record<'byAccount' | 'byEmail' | 'signed' | 'draft' | 'crowded', string>;

  const observe = (requestId: string, email: string, userId: string | null = null) =>
    t.app.db.insert(observers).values({
      id: `obs_${randomBytes(8).toString('hex')}`,
      requestId,
      email,
      userId,
    });
  const idsOf = async (query: string, authToken = watcherToken) =>
    (await list(query, authToken)).json().items.map((item: { id: string }) => item.id);

  beforeAll(async () => {
    watcher = await createUser(t.app);
    const owner = await createUser(t.app);
    const signer = (n: number) => ({ email: `signer-${n}@example.test`, status: 'OPEN' as const });

    seen.byAccount = await createRequest(t.app, {
      ownerId: owner.id,
      title: 'Observed by account',
      status: 'OPEN',
      createdAt: at(20),
      signers: [signer(1)],
    });
    seen.byEmail = await createRequest(t.app, {
      ownerId: owner.id,
      title: 'Observed by e-mail',
      status: 'OPEN',
      createdAt: at(21),
      signers: [signer(1), signer(2)],
    });
    seen.signed = await createRequest(t.app, {
      ownerId: owner.id,
      title: 'Observed and signed',
      status: 'SIGNED',
      createdAt: at(22),
      documents: ['contract.pdf'],
      signers: [{ ...signer(1), status: 'SIGNED' }],
    });
    seen.draft = await createRequest(t.app, {
      ownerId: owner.id,
      title: 'Observed draft',
      status: 'DRAFT',
      createdAt: at(23),
      signers: [{ ...signer(1), status: 'DRAFT' }],
    });
    seen.crowded = await createRequest(t.app, {
      ownerId: owner.id,
      title: 'Observed with three signers',
      status: 'OPEN',
      createdAt: at(24),
      signers: [signer(1), signer(2), signer(3)],
    });
    await observe(seen.byAccount, 'old-address@example.test', watcher.id);
    await observe(seen.byEmail, watcher.email);
    await observe(seen.signed, watcher.email, watcher.id);
    await observe(seen.draft, watcher.email, watcher.id);
    await observe(seen.crowded, watcher.email, watcher.id);

    // A signed version of the signed request's document: a child, never listed itself.
    const [original] = await t.app.db
      .select()
      .from(documents)
      .where(eq(documents.requestId, seen.signed));
    await t.app.db.insert(documents).values({
      ...original!,
      id: `doc_${randomBytes(8).toString('hex')}`,
      name: 'contract-signed.pdf',
      parentId: original!.id,
      signed: true,
      createdAt: at(25),
    });
    watcherToken = await login(t.app, watcher);
  });

  it('shows observed requests by account or e-mail, but never a draft', async () => {
    const page = (await list('?sort=created_asc', watcherToken)).json();
    const observed = [seen.byAccount, seen.byEmail, seen.signed, seen.crowded];
    expect(page.items.map((item: { id: string }) => item.id)).toEqual(observed);
    expect(page.counts).toEqual({
      all: 4,
      toSign: 0,
      pending: 3,
      completed: 1,
      declined: 0,
      drafts: 0,
    });
    expect(await idsOf('?view=drafts')).toEqual([]);
    expect(page.items[0].my_signature_status).toBeNull();
  });

  it('lists only the original documents, not their signed versions', async () => {
    const [item] = (await list('?view=completed', watcherToken)).json().items;
    expect(item.documents).toEqual([{ id: expect.any(String), name: 'contract.pdf' }]);
  });

  it('keeps only requests with at most signatures_count signers, in the page and the counts', async () => {
    const atMostTwo = (await list('?signatures_count=2&sort=created_asc', watcherToken)).json();
    expect(atMostTwo.items.map((item: { id: string }) => item.id)).toEqual([
      seen.byAccount,
      seen.byEmail,
      seen.signed,
    ]);
    expect(atMostTwo.counts).toMatchObject({ all: 3, pending: 2, completed: 1 });
    expect(atMostTwo.total_items).toBe(3);

    expect(await idsOf('?signatures_count=1&sort=created_asc')).toEqual([
      seen.byAccount,
      seen.signed,
    ]);
    expect(await idsOf('?signatures_count=0')).toEqual([]);
    // The dashboard's pending view sends 672: above the signer limit, so nothing is left out.
    expect(await idsOf('?view=pending&signatures_count=672&sort=created_asc')).toEqual([
      seen.byAccount,
      seen.byEmail,
      seen.crowded,
    ]);
  });

  it.each(['-1', '100001', 'many'])('rejects signatures_count=%s with a 400', async (value) => {
    const response = await list(`?signatures_count=${value}`, watcherToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'signatures_count' });
  });

  it('shows a stranger nothing of what others own, sign or observe', async () => {
    const stranger = await createUser(t.app);
    const strangerToken = await login(t.app, stranger);
    for (const query of ['', '?view=drafts', '?signatures_count=672', '?search=observed']) {
      const page = (await list(query, strangerToken)).json();
      expect(page.items, query).toEqual([]);
      expect(Object.values(page.counts), query).toEqual([0, 0, 0, 0, 0, 0]);
    }
  });
});
