import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow, UserRow } from '../db/schema';
import { findSession, type Session } from '../domain/sessions';
import { HttpProblem } from './problem';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by a security handler; null on public routes. */
    user: UserRow | null;
    session: SessionRow | null;
  }
  interface FastifyInstance {
    /** fastify-openapi-glue security handlers, keyed by the spec's securityScheme names. */
    securityHandlers: SecurityHandlers;
  }
}

export type SecurityHandler = (request: FastifyRequest) => Promise<void>;
export type SecurityHandlers = Record<string, SecurityHandler>;

export interface AuthOptions {
  /** The clock sessions expire against; tests move it forward. */
  now?: () => Date;
}

const unauthorized = () => new HttpProblem(401, 'UNAUTHORIZED', 'Authentication required');

/** The session a security handler has established; only used behind one. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.user || !request.session) throw unauthorized();
  return { user: request.user, session: request.session };
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

    app.decorate('securityHandlers', {
      async bearerAuth(request) {
        const token = bearerToken(request);
        const found = token ? await findSession(app.db, token, now()) : null;
        if (!found) throw unauthorized();
        request.user = found.user;
        request.session = found.session;
      },
    } satisfies SecurityHandlers);
  },
  { name: 'auth', dependencies: ['db'] },
);
