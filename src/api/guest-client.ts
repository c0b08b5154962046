import createFetchClient, { type Middleware } from 'openapi-fetch';
import { createRetryingFetch } from './retry-after';
import type { paths } from '../../openapi/schema.gen';

/** A guest link's pair: the request id and the link's secret (route /view/{id}/{userid}). */
export interface GuestCredentials {
  id: string;
  userid: string;
}

/**
 * `Basic base64(userid:id)`, the guest auth of the server (security scheme guestBasic). Sent on
 * every guest call instead of a session token; ids are ASCII, so btoa is enough.
 */
export function guestAuthorization({ id, userid }: GuestCredentials): string {
  return `Basic ${btoa(`${userid}:${id}`)}`;
}

export const guestHeaders = (credentials: GuestCredentials) => ({
  Authorization: guestAuthorization(credentials),
});

const basicMiddleware = (credentials: GuestCredentials): Middleware => ({
  onRequest({ request }) {
    // Replaces any session header: a signed-in visitor opening a guest link acts as the guest.
    request.headers.set('Authorization', guestAuthorization(credentials));
    return request;
  },
});

const clients = new Map<string, ReturnType<typeof createFetchClient<paths>>>();

/** One typed client per link; the app's session client stays untouched. */
export function guestClient(credentials: GuestCredentials) {
  const key = `${credentials.id}:${credentials.userid}`;
  let client = clients.get(key);
  if (!client) {
    const origin = globalThis.location?.origin;
    client = createFetchClient<paths>({
      baseUrl: origin && origin !== 'null' ? origin : '',
      fetch: createRetryingFetch(),
    });
    client.use(basicMiddleware(credentials));
    clients.set(key, client);
  }
  return client;
}

/** The same pair as `?token=` (base64url), for links a browser opens without headers. */
export function guestToken({ id, userid }: GuestCredentials): string {
  return btoa(`${userid}:${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
