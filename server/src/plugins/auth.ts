import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { findGuestSignature } from '../domain/requests/signer-links';
import { findSession, type Session } from '../domain/accounts/sessions';
import {
  API_USER_RATE_LIMIT,
  authenticateApiUser,
  countApiCall,
  type ApiUserIdentity,
} from '../domain/api-users/authentication';
import type { RateLimit } from '../domain/rate-limit';
import { HttpProblem } from './problem';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by a security handler; null on public routes. */
    user: UserRow | null;
    session: SessionRow | null;
    /** The guest signer (role nas) of a signing link, set by guestBasic or guestToken. */
    guest: Guest | null;
    /** The API user of a call authenticated by apiUserBasic; `user` is its backing account. */
    apiUser: ApiUserIdentity | null;
  }
  interface FastifyInstance {
    /** fastify-openapi-glue security handlers, keyed by the spec's securityScheme names. */
    securityHandlers: SecurityHandlers;
  }
}

/** A guest signer of one request, authenticated by the secret of their mailed link. */
export interface Guest {
  signatureId: string;
  requestId: string;
}

export type SecurityHandler = (request: FastifyRequest) => Promise<void>;
export type SecurityHandlers = Record<string, SecurityHandler>;

export interface AuthOptions {
  /** The clock sessions expire against; tests move it forward. */
  now?: () => Date;
  /** Calls per API user (API_USER_RATE_LIMIT by default); tests lower it. */
  apiUserRateLimit?: RateLimit;
}

const unauthorized = () => new HttpProblem(401, 'UNAUTHORIZED', 'Authentication required');

/** The session a security handler has established; only used behind one. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.user || !request.session) throw unauthorized();
  return { user: request.user, session: request.session };
}

/** The account of a signed-in person or of an API user; only used behind one of them. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The guest of a signing link; only used behind guestBasic or guestToken. */
export function requireGuest(request: FastifyRequest): Guest {
  if (!request.guest) throw unauthorized();
  return request.guest;
}

/** `Basic base64(a:b)` from the Authorization header: a guest's or an API user's pair. */
function basicPair(request: FastifyRequest): [string, string] | undefined {
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ? splitPair(Buffer.from(match[1], 'base64').toString('utf8')) : undefined;
}

/** `?token=base64url(secret:requestId)` for links a browser opens without headers. */
function tokenPair(request: FastifyRequest): [string, string] | undefined {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{1,300}$/.test(token)) return undefined;
  return splitPair(Buffer.from(token, 'base64url').toString('utf8'));
}

function splitPair(decoded: string): [string, string] | undefined {
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return undefined;
  return [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/**
 * A guest signs in with the pair from the link `/view/{id}/{userid}`: `{userid}` is the secret
 * only their mailbox received (not the signature's public id, which every participant reads),
 * `{id}` the request. The pair must open a guest signature of that request.
 */
export async function findGuest(db: Db, pair: [string, string] | undefined) {
  if (!pair) return null;
  const [secret, requestId] = pair;
  return findGuestSignature({ db }, { secret, requestId });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: AuthOptions) {
    const now = options.now ?? (() => new Date());
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('guest', null);
    app.decorateRequest('apiUser', null);
    const apiUserRateLimit = options.apiUserRateLimit ?? API_USER_RATE_LIMIT;

    const guestHandler = (pairOf: (request: FastifyRequest) => [string, string] | undefined) =>
      async function guestAuth(request: FastifyRequest) {
        const guest = await findGuest(app.db, pairOf(request));
        if (!guest) throw unauthorized();
        request.guest = guest;
      };

    app.decorate('securityHandlers', {
      async bearerAuth(request) {
        const token = bearerToken(request);
        const found = token ? await findSession({ db: app.db, now: now() }, token) : null;
        if (!found) throw unauthorized();
        request.user = found.user;
        request.session = found.session;
      },
      guestBasic: guestHandler(basicPair),
      // Shares the Basic header with guestBasic without ambiguity: a guest's pair is a link
      // secret and a request id, which name no API user, and an API user's pair opens no
      // guest signature; each handler only accepts its own kind.
      async apiUserBasic(request) {
        const pair = basicPair(request);
        const context = { db: app.db, now: now() };
        const found = pair
          ? await authenticateApiUser(context, { username: pair[0], secret: pair[1] })
          : null;
        if (!found) throw unauthorized();
        const decision = await countApiCall(context, {
          username: found.apiUser.username,
          limit: apiUserRateLimit,
        });
        if (!decision.allowed) {
          throw new HttpProblem(
            429,
            'RATE_LIMITED',
            'Too many calls, please wait before trying again',
            undefined,
            decision.retryAfterSeconds,
          );
        }
        request.user = found.user;
        request.apiUser = found.apiUser;
      },
      guestToken: guestHandler(tokenPair),
    } satisfies SecurityHandlers);
  },
  { name: 'auth', dependencies: ['db'] },
);
