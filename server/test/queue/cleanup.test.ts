import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { JOBS, queueCleanup } from '../../src/jobs';
import { deleteFinishedJobs } from '../../src/queue/cleanup';
import { twoNodes } from './nodes';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('cleaning up the job queue', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  beforeAll(async () => {
    nodes = await twoNodes();
  });
  afterAll(() => nodes?.close());

  it('deletes done jobs after a week and failed ones after 30 days, nothing waiting or running', async () => {
    const row = (key: string, state: 'queued' | 'running' | 'done' | 'failed', days?: number) => ({
      id: key,
      kind: 'mail',
      payload: {},
      key,
      state,
      maxAttempts: 5,
      runAt: daysAgo(40),
      createdAt: daysAgo(40),
      finishedAt: days === undefined ? null : daysAgo(days),
    });
    await nodes.a.insert(jobs).values([
      row('done-8-days', 'done', 8),
      row('done-6-days', 'done', 6),
      row('failed-31-days', 'failed', 31),
      row('failed-8-days', 'failed', 8),
      // Waiting and running jobs are never touched, however old.
      row('queued-long', 'queued'),
      row('running-long', 'running'),
    ]);

    expect(await deleteFinishedJobs({ db: nodes.b, now })).toBe(2);
    const left = await nodes.a.select({ key: jobs.key }).from(jobs);
    expect(left.map(({ key }) => key).sort()).toEqual([
      'done-6-days',
      'failed-8-days',
      'queued-long',
      'running-long',
    ]);
    // A second run finds nothing more: safe on every node, every hour.
    expect(await deleteFinishedJobs({ db: nodes.a, now })).toBe(0);
  });

  it('runs hourly with the other scheduled jobs, under a lock key of its own', () => {
    expect(JOBS).toContain(queueCleanup);
    expect(queueCleanup.everyMs).toBe(60 * 60 * 1000);
    expect(new Set(JOBS.map((job) => job.lockKey)).size).toBe(JOBS.length);
  });
});
