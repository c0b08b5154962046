const MAX_WAIT_MS = 120_000;

/** Milliseconds to wait from a Retry-After header (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, MAX_WAIT_MS);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(date - now, 0), MAX_WAIT_MS);
}

export interface RetryingFetchOptions {
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: (request: Request) => Promise<Response>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fetch that honours 503 + Retry-After by waiting and sending the request again. */
export function createRetryingFetch({
  maxRetries = 3,
  sleep = wait,
  fetch: send = (request) => globalThis.fetch(request),
}: RetryingFetchOptions = {}) {
  return async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await send(request.clone());
      const delay =
        response.status === 503 ? retryAfterMs(response.headers.get('Retry-After')) : null;
      if (delay === null || attempt >= maxRetries) return response;
      await sleep(delay);
    }
  };
}
