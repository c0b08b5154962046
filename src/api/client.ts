import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from '../../openapi/schema.gen';
import { isProblem } from './problem';
import { createRetryingFetch } from './retry-after';
import { tokenStore } from './session';

/** What the app does when the API says the session is gone or the server failed. */
export interface ApiEvents {
  onUnauthorized: () => void;
  onServerError: () => void;
}

const events: ApiEvents = { onUnauthorized: () => {}, onServerError: () => {} };

export function configureApiEvents(handlers: ApiEvents): void {
  Object.assign(events, handlers);
}

/** Sends the bearer token and applies the spec's error catalogue to every response. */
export const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    const token = tokenStore.get();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    // A 401 on a call made without a token (a failed login) is an answer, not a lost session;
    // so is one to a token the session no longer holds (a page's preload still on its way when
    // the user signed out, or signed in anew): the session it would end is already gone.
    const sent = request.headers.get('Authorization');
    if (response.status === 401 && sent !== null && sent === `Bearer ${tokenStore.get()}`) {
      tokenStore.clear();
      events.onUnauthorized();
    } else if (response.status >= 500 && response.status !== 503) {
      events.onServerError();
    }
    return response;
  },
};

/**
 * A refusal that says when to try again (429 or 503 with Retry-After in seconds) carries the
 * wait into the problem body as `retryAfterSeconds`, so whoever catches the problem can say it:
 * openapi-fetch hands on the body only, not the headers.
 */
export const retryAfterMiddleware: Middleware = {
  async onResponse({ response }) {
    const header = response.headers.get('Retry-After')?.trim();
    if (response.ok || !header || !/^\d+$/.test(header)) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (!isProblem(body)) return response;
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return new Response(JSON.stringify({ ...body, retryAfterSeconds: Number(header) }), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/**
 * The API is served from the app's own origin. The origin is spelled out rather than left
 * relative because a `Request` outside a browser document (tests, workers) has no base URL.
 */
function sameOrigin(): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : '';
}

export function createApiClient(baseUrl = sameOrigin()) {
  const client = createFetchClient<paths>({ baseUrl, fetch: createRetryingFetch() });
  client.use(sessionMiddleware, retryAfterMiddleware);
  return client;
}

export const fetchClient = createApiClient();

/** Typed TanStack Query hooks and queryOptions for every operation in the contract. */
export const $api = createQueryHooks(fetchClient);
