import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { jobs, type JobRow } from '../../src/db/schema';
import { enqueue } from '../../src/queue/enqueue';
import { backoffMs, claimDue, finish } from '../../src/queue/leases';
import { startWorker, type JobHandler, type Worker } from '../../src/queue/worker';
import { createClock } from '../build';
import { twoNodes } from './nodes';

const LEASE_MS = 60_000;

describe('the job queue', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  const clock = createClock();
  const workers: Worker[] = [];

  beforeAll(async () => {
    nodes = await twoNodes();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await nodes?.close();
  });

  const worker = (db: Db, node: string, handlers: Record<string, JobHandler>, concurrency = 2) => {
    const started = startWorker({
      db,
      node,
      handlers,
      concurrency,
      leaseMs: LEASE_MS,
      pollMs: 60_000,
      now: clock.now,
      onError: () => {},
    });
    workers.push(started);
    return started;
  };
  const jobOf = async (id: string): Promise<JobRow> => {
    const [row] = await nodes.a.select().from(jobs).where(eq(jobs.key, id));
    if (!row) throw new Error(`No job ${id}`);
    return row;
  };

  it('queues nothing when the transaction that queued the job rolls back', async () => {
    const ran: unknown[] = [];
    await expect(
      nodes.a.transaction(async (tx) => {
        await enqueue(tx, { kind: 'rollback', payload: { n: 1 }, key: 'rollback-1' }, clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await worker(nodes.a, 'rollback', {
      rollback: async (payload) => void ran.push(payload),
    }).drain();
    expect(ran).toEqual([]);
    expect(await nodes.a.select().from(jobs).where(eq(jobs.key, 'rollback-1'))).toEqual([]);
  });

  it('queues a job once per key', async () => {
    expect(await enqueue(nodes.a, { kind: 'once', payload: {}, key: 'once-1' }, clock.now())).toBe(
      true,
    );
    expect(await enqueue(nodes.b, { kind: 'once', payload: {}, key: 'once-1' }, clock.now())).toBe(
      false,
    );
    let runs = 0;
    await worker(nodes.a, 'once', { once: async () => void (runs += 1) }).drain();
    expect(runs).toBe(1);
  });

  it('retries a failing job after a growing backoff until it succeeds', async () => {
    const attempts: Date[] = [];
    const flaky = worker(nodes.a, 'flaky', {
      flaky: async () => {
        attempts.push(clock.now());
        if (attempts.length < 3) throw new Error(`refused ${attempts.length}`);
      },
    });
    await enqueue(nodes.a, { kind: 'flaky', payload: {}, key: 'flaky-1' }, clock.now());
    await flaky.drain();
    expect(attempts).toHaveLength(1);
    expect(await jobOf('flaky-1')).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'refused 1',
    });

    clock.advance(backoffMs(1) - 1);
    await flaky.drain();
    expect(attempts).toHaveLength(1);
    clock.advance(1);
    await flaky.drain();
    expect(attempts).toHaveLength(2);

    clock.advance(backoffMs(2));
    await flaky.drain();
    expect(attempts).toHaveLength(3);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(await jobOf('flaky-1')).toMatchObject({ state: 'done', attempts: 3, payload: {} });
  });

  it('keeps a job that failed every attempt as failed, with its payload and error', async () => {
    const broken = worker(nodes.a, 'broken', {
      broken: async () => {
        throw new Error('mailbox full');
      },
    });
    await enqueue(
      nodes.a,
      { kind: 'broken', payload: { to: 'x@example.test' }, key: 'broken-1', maxAttempts: 2 },
      clock.now(),
    );
    await broken.drain();
    clock.advance(backoffMs(1));
    await broken.drain();
    clock.advance(backoffMs(2));
    await broken.drain();
    expect(await jobOf('broken-1')).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'mailbox full',
      payload: { to: 'x@example.test' },
    });
  });

  it('runs a job again once the lease of a node that died with it runs out, and only once', async () => {
    await enqueue(nodes.a, { kind: 'orphan', payload: {}, key: 'orphan-1' }, clock.now());
    // Node A claims the job and dies before running it.
    const [claimed] = await claimDue(nodes.a, {
      node: 'dead',
      limit: 10,
      now: clock.now(),
      leaseMs: LEASE_MS,
    });
    expect(claimed).toMatchObject({ key: 'orphan-1', state: 'running' });

    let runs = 0;
    const survivor = worker(nodes.b, 'survivor', { orphan: async () => void (runs += 1) });
    await survivor.drain();
    expect(runs).toBe(0);
    clock.advance(LEASE_MS + 1);
    await survivor.drain();
    await survivor.drain();
    expect(runs).toBe(1);
    expect(await jobOf('orphan-1')).toMatchObject({ state: 'done', attempts: 2 });
    // The dead node's claim is over: it cannot finish the job a second time.
    expect(await finish(nodes.a, claimed as JobRow, clock.now())).toBe(false);
  });

  it('never runs one job on two nodes at once (SKIP LOCKED)', async () => {
    const keys = Array.from({ length: 40 }, (_, index) => `shared-${index}`);
    for (const key of keys) {
      await enqueue(nodes.a, { kind: 'shared', payload: { key }, key }, clock.now());
    }
    const runs: string[] = [];
    const handlers = {
      shared: async (payload: Record<string, unknown>) => {
        runs.push(String(payload.key));
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    const one = worker(nodes.a, 'one', handlers, 4);
    const two = worker(nodes.b, 'two', handlers, 4);
    await Promise.all([one.drain(), two.drain()]);
    expect(runs.sort()).toEqual([...keys].sort());
  });

  it('stops claiming on stop and lets the run in flight finish', async () => {
    let release: () => void = () => {};
    const finished: string[] = [];
    const slow = worker(
      nodes.a,
      'slow',
      {
        slow: async (payload) => {
          await new Promise<void>((resolve) => (release = resolve));
          finished.push(String(payload.key));
        },
      },
      1,
    );
    await enqueue(
      nodes.a,
      { kind: 'slow', payload: { key: 'slow-1' }, key: 'slow-1' },
      clock.now(),
    );
    await enqueue(
      nodes.a,
      { kind: 'slow', payload: { key: 'slow-2' }, key: 'slow-2' },
      clock.now(),
    );
    slow.wake();
    await expect.poll(() => jobOf('slow-1').then((job) => job.state)).toBe('running');
    const stopped = slow.stop();
    release();
    await stopped;
    expect(finished).toEqual(['slow-1']);
    expect(await jobOf('slow-1')).toMatchObject({ state: 'done' });
    expect(await jobOf('slow-2')).toMatchObject({ state: 'queued', attempts: 0 });
  });
});
