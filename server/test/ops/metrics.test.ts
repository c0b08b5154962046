import { describe, expect, it } from 'vitest';
import { requestRetention } from '../../src/jobs';
import { runJob, type Job } from '../../src/jobs/scheduler';
import { countRuns } from '../../src/ops/job-metrics';
import { build, buildApp } from '../build';
import { captureMail } from '../mail-capture';
import { signedRequest } from '../signing/sign-setup';
import { parsePrometheusText, sampleValue } from './prometheus-text';

const REQUESTS = 'paraph_http_request_duration_seconds_count';
const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

async function scrape(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(response.body);
}

describe('GET /metrics', () => {
  it('counts requests per operationId and status class, never per raw URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/v1/datetime' });
    const ids = ['sr_one', 'sr_two'];
    for (const id of ids) await t.app.inject({ url: `/v3/signature-requests/${id}` });
    await t.app.inject({ url: '/no/such/route' });

    const samples = await scrape();
    const labels = { operation: 'getServerTime', method: 'GET', status_class: '2xx' };
    expect(sampleValue(samples, REQUESTS, labels)).toBe(3);
    const unauthenticated = { operation: 'getSignatureRequest', status_class: '4xx' };
    expect(sampleValue(samples, REQUESTS, unauthenticated)).toBe(2);
    expect(sampleValue(samples, REQUESTS, { operation: 'unmatched' })).toBe(1);
    const labelValues = samples.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => ids.some((id) => value.includes(id)))).toEqual([]);
  });

  it('has histogram buckets and the default process metrics', async () => {
    const samples = await scrape();
    const names = new Set(samples.map((sample) => sample.name));
    expect(names).toContain('paraph_http_request_duration_seconds_bucket');
    expect(names).toContain('process_cpu_user_seconds_total');
    expect(names).toContain('nodejs_eventloop_lag_seconds');
  });

  it('times each PAdES signature', async () => {
    await signedRequest(t.app);
    const samples = await scrape();
    expect(sampleValue(samples, 'paraph_signing_duration_seconds_count')).toBe(1);
    expect(sampleValue(samples, 'paraph_signing_duration_seconds_sum')).toBeGreaterThan(0);
  }, 120_000);

  it('counts job runs and failures per job name', async () => {
    const { db, blobs, metrics } = t.app;
    const failing: Job = {
      ...requestRetention,
      name: 'always-failing',
      run: async () => {
        throw new Error('broken');
      },
    };
    await runJob({ db, blobs, now: new Date() }, countRuns(requestRetention, metrics));
    await expect(
      runJob({ db, blobs, now: new Date() }, countRuns(failing, metrics)),
    ).rejects.toThrow('broken');
    const samples = await scrape();
    const runs = 'paraph_job_runs_total';
    expect(sampleValue(samples, runs, { job: 'request-retention' })).toBe(1);
    expect(sampleValue(samples, runs, { job: 'always-failing' })).toBe(1);
    expect(sampleValue(samples, 'paraph_job_failures_total', { job: 'always-failing' })).toBe(1);
    expect(
      sampleValue(samples, 'paraph_job_failures_total', { job: 'request-retention' }),
    ).toBeUndefined();
  });
});

describe('the job queue in GET /metrics', () => {
  it('reports the depth per state and counts failed attempts per kind', async () => {
    const { app } = t;
    app.queue.handle('metrics-test-broken', async () => {
      throw new Error('broken');
    });
    const later = new Date(app.now().getTime() + 60 * 60_000);
    await app.queue.enqueue(app.db, { kind: 'metrics-test-later', payload: {}, runAt: later });
    await app.queue.enqueue(app.db, { kind: 'metrics-test-broken', payload: {}, maxAttempts: 1 });
    await app.queue.drain();

    const samples = await scrape();
    expect(sampleValue(samples, 'paraph_queue_jobs', { state: 'queued' })).toBe(1);
    expect(sampleValue(samples, 'paraph_queue_jobs', { state: 'running' })).toBe(0);
    expect(sampleValue(samples, 'paraph_queue_jobs', { state: 'failed' })).toBe(1);
    const failures = 'paraph_queue_job_failures_total';
    expect(sampleValue(samples, failures, { kind: 'metrics-test-broken' })).toBe(1);
  });
});

describe('GET /metrics with a token configured', () => {
  it('refuses a missing or wrong token with 401 and answers the right one', async () => {
    const built = await buildApp({ metrics: { token: 'scrape-secret' } });
    try {
      const missing = await built.app.inject({ url: '/metrics' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const wrong = await built.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-secreT' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await built.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-secret' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('# TYPE paraph_http_request_duration_seconds histogram');
    } finally {
      await built.close();
    }
  });
});
