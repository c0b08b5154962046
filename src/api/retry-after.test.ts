import { describe, expect, it, vi } from 'vitest';
import { createRetryingFetch, retryAfterMs } from './retry-after';

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Sat, 21 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('999999')).toBe(120_000);
  });

  it('waits and sends the request again on 503 with Retry-After', async () => {
    const sleep = vi.fn(async () => {});
    const send = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockResolvedValueOnce(new Response(null, { status: 503, headers: { 'Retry-After': '2' } }))
      .mockResolvedValueOnce(new Response('ok', { status: 200 }));
    const response = await createRetryingFetch({ sleep, fetch: send })(
      new Request('http://test/v1/user'),
    );
    expect(response.status).toBe(200);
    expect(sleep).toHaveBeenCalledWith(2000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry budget and passes other errors through untouched', async () => {
    const busy = () => new Response(null, { status: 503, headers: { 'Retry-After': '1' } });
    const send = vi.fn(async () => busy());
    const response = await createRetryingFetch({
      maxRetries: 2,
      sleep: async () => {},
      fetch: send,
    })(new Request('http://test/'));
    expect(response.status).toBe(503);
    expect(send).toHaveBeenCalledTimes(3);

    const plain = vi.fn(async () => new Response(null, { status: 503 }));
    await createRetryingFetch({ fetch: plain })(new Request('http://test/'));
    expect(plain).toHaveBeenCalledTimes(1);
  });
});
