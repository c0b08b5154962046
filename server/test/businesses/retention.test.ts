import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, signatureRequests } from '../../src/db/schema';
import { DEFAULT_SETTINGS } from '../../src/domain/businesses/settings';
import { requestRetention } from '../../src/jobs';
import { runJob } from '../../src/jobs/scheduler';
import { build, createClock } from '../build';
import { createRequest, createUser } from '../fixtures';
import { createBusiness } from './setup';

const clock = createClock();
const t = build({ now: clock.now });
const DAY = 24 * 60 * 60 * 1000;

const retention = (enabled: boolean, terminalState = 30) => ({
  ...DEFAULT_SETTINGS,
  signatureRequests: {
    ...DEFAULT_SETTINGS.signatureRequests,
    retention: { enabled, terminalState },
  },
});

/** A request that reached `status` now (the clock's time), with one document of that name. */
async function finished(
  ownerId: string,
  status: 'SIGNED' | 'DECLINED' | 'WITHDRAWN' | 'OPEN' | 'DRAFT',
  document = `${Math.random()}.pdf`,
) {
  const id = await createRequest(t.app, {
    ownerId,
    title: status,
    status,
    signers: [],
    documents: [document],
    updatedAt: t.app.now(),
  });
  if (status === 'SIGNED') {
    await t.app.db
      .update(signatureRequests)
      .set({ completedAt: t.app.now() })
      .where(eq(signatureRequests.id, id));
  }
  return id;
}

// Through the scheduler's job, as the server runs it: the registration and the lock included.
async function run() {
  const outcome = await runJob(
    { db: t.app.db, blobs: t.app.blobs, now: t.app.now() },
    requestRetention,
  );
  return outcome.ran ? outcome.changed : -1;
}
const remaining = async (ids: string[]) =>
  (
    await t.app.db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(inArray(signatureRequests.id, ids))
  ).map((row) => row.id);
const hashOf = async (requestId: string) =>
  (await t.app.db.select().from(documents).where(eq(documents.requestId, requestId)))[0]!.sha256;

describe('the retention job', () => {
  it('deletes the members’ requests finished longer ago than the period, with their bytes', async () => {
    const { admin, members } = await createBusiness(t.app, {
      members: 1,
      settings: retention(true),
    });
    const member = members[0]!.id;
    const signed = await finished(member, 'SIGNED');
    const declined = await finished(admin.id, 'DECLINED');
    const withdrawn = await finished(member, 'WITHDRAWN');
    const open = await finished(member, 'OPEN');
    const draft = await finished(member, 'DRAFT');
    const signedHash = await hashOf(signed);
    clock.advance(10 * DAY);
    const recent = await finished(member, 'SIGNED');

    clock.advance(20 * DAY); // the first ones finished 30 days ago: not more than 30 yet
    expect(await run()).toBe(0);

    clock.advance(1000);
    expect(await run()).toBe(3);
    expect(await remaining([signed, declined, withdrawn, open, draft, recent])).toEqual(
      expect.arrayContaining([open, draft, recent]),
    );
    expect(await remaining([signed, declined, withdrawn])).toEqual([]);
    expect(await t.app.blobs.has(signedHash)).toBe(false);
    // Idempotent: nothing is left due.
    expect(await run()).toBe(0);

    clock.advance(10 * DAY);
    expect(await run()).toBe(1);
    expect(await remaining([open, draft, recent])).toEqual(expect.arrayContaining([open, draft]));
  });

  it('keeps bytes another request still uses, and leaves everyone else’s requests alone', async () => {
    const { members } = await createBusiness(t.app, { members: 1, settings: retention(true, 1) });
    const off = await createBusiness(t.app, { members: 1, settings: retention(false, 1) });
    const never = await createBusiness(t.app, { members: 1 });
    const freeUser = await createUser(t.app);
    const due = await finished(members[0]!.id, 'SIGNED', 'shared.pdf');
    const kept = [
      await finished(freeUser.id, 'SIGNED', 'shared.pdf'),
      await finished(off.members[0]!.id, 'SIGNED'),
      await finished(never.members[0]!.id, 'SIGNED'),
    ];
    const shared = await hashOf(due);
    clock.advance(2 * DAY);

    expect(await run()).toBe(1);
    expect(await remaining([due])).toEqual([]);
    expect((await remaining(kept)).sort()).toEqual([...kept].sort());
    expect(await t.app.blobs.has(shared)).toBe(true);
  });
});
