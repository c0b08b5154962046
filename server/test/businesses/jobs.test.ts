import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { businesses, businessMembers, signatureRequests, users } from '../../src/db/schema';
import { businessDeletion, JOBS, trialExpiry } from '../../src/jobs';
import { runJob, startScheduler, type Job } from '../../src/jobs/scheduler';
import { build, createClock } from '../build';
import { bearer, createRequest, login } from '../fixtures';
import { createBusiness } from './setup';

const clock = createClock();
const t = build({ now: clock.now });
const DAY_MS = 24 * 60 * 60 * 1000;

const run = (job: typeof trialExpiry) =>
  runJob({ db: t.app.db, blobs: t.app.blobs, now: clock.now() }, job);
const rowOf = async (id: string) =>
  (await t.app.db.select().from(businesses).where(eq(businesses.id, id)))[0];

describe('the job list', () => {
  it('gives every job its own lock', () => {
    const keys = JOBS.map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the scheduler', () => {
  it('runs a job on its interval until stopped, and no run starts after stop', async () => {
    let runs = 0;
    const probe: Job = {
      name: 'probe',
      lockKey: 7_236_052_999,
      everyMs: 20,
      run: async () => {
        runs += 1;
        return 0;
      },
    };
    const scheduler = startScheduler({
      db: t.app.db,
      blobs: t.app.blobs,
      now: clock.now,
      jobs: [probe],
      onError: (_job, error) => {
        throw error;
      },
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    await scheduler.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(stoppedAt);
  });
});

describe('trial expiry', () => {
  it('ends a trial once its end has passed, and only once when two runs race', async () => {
    const { business } = await createBusiness(t.app);
    expect(await run(trialExpiry)).toEqual({ ran: true, changed: 0 });
    expect((await rowOf(business.id))?.paymentMethod).toBe('TRIALING');

    clock.advance(14 * DAY_MS);
    const outcomes = await Promise.all([run(trialExpiry), run(trialExpiry)]);
    const changed = outcomes.reduce((sum, o) => sum + (o.ran ? o.changed : 0), 0);
    expect(changed).toBe(1);
    expect((await rowOf(business.id))?.paymentMethod).toBe('NEEDS_PAYMENT_METHOD');
  });

  it('leaves paying and locked businesses alone', async () => {
    const past = new Date(clock.now().getTime() - DAY_MS);
    const paying = await createBusiness(t.app, { paymentMethod: 'STRIPE', trialEndsAt: past });
    const locked = await createBusiness(t.app, { paymentMethod: 'BLOCKED', trialEndsAt: past });
    await run(trialExpiry);
    expect((await rowOf(paying.business.id))?.paymentMethod).toBe('STRIPE');
    expect((await rowOf(locked.business.id))?.paymentMethod).toBe('BLOCKED');
  });
});

describe('deletion after the grace period', () => {
  it('deletes the business after 30 days; its people become free users and keep their requests', async () => {
    const { business, admin, members } = await createBusiness(t.app, { members: 1 });
    const member = members[0]!;
    const requestId = await createRequest(t.app, {
      ownerId: member.id,
      title: 'Mine',
      status: 'OPEN',
      signers: [],
    });
    const headers = bearer(await login(t.app, admin));
    const scheduled = await t.app.inject({
      method: 'DELETE',
      url: `/v2/businesses/${business.id}`,
      headers,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(202);

    clock.advance(30 * DAY_MS - 1000);
    expect(await run(businessDeletion)).toEqual({ ran: true, changed: 0 });
    expect(await rowOf(business.id)).toBeDefined();

    clock.advance(1000);
    const outcomes = await Promise.all([run(businessDeletion), run(businessDeletion)]);
    expect(outcomes.reduce((sum, o) => sum + (o.ran ? o.changed : 0), 0)).toBe(1);
    expect(await rowOf(business.id)).toBeUndefined();
    const memberships = await t.app.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, business.id));
    expect(memberships).toEqual([]);
    for (const person of [admin, member]) {
      const [row] = await t.app.db.select().from(users).where(eq(users.id, person.id));
      expect(row?.attributes.business_deleted).toEqual(['Acme AG']);
    }
    const [request] = await t.app.db
      .select({ ownerId: signatureRequests.ownerId })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId));
    expect(request?.ownerId).toBe(member.id);
    // A new session: the one that scheduled the deletion expired long ago.
    const fresh = bearer(await login(t.app, admin));
    const me = (await t.app.inject({ url: '/v1/user', headers: fresh })).json();
    expect(me.business).toBeNull();
    expect(me.attributes.business_deleted).toEqual(['Acme AG']);
  });

  it('a revoked deletion is not carried out', async () => {
    const { business, admin } = await createBusiness(t.app);
    const headers = bearer(await login(t.app, admin));
    const url = `/v2/businesses/${business.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(202);
    const revoked = await t.app.inject({ method: 'POST', url: `${url}/revoke_delete`, headers });
    expect(revoked.statusCode).toBe(200);
    clock.advance(31 * DAY_MS);
    await run(businessDeletion);
    expect(await rowOf(business.id)).toMatchObject({ deletionScheduledAt: null });
  });
});
