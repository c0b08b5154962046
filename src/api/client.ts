import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from '../../openapi/schema.gen';
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
    // A 401 on a call made without a token (a failed login) is an answer, not a lost session.
    if (response.status === 401 && request.headers.has('Authorization')) {
      tokenStore.clear();
      events.onUnauthorized();
    } else if (response.status >= 500 && response.status !== 503) {
      events.onServerError();
    }
    return response;
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
  client.use(sessionMiddleware);
  return client;
}

export const fetchClient = createApiClient();

/** Typed TanStack Query hooks and queryOptions for every operation in the contract. */
export const $api = createQueryHooks(fetchClient);
