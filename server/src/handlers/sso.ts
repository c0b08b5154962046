import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getBusinessIdentityProviders,
  removeBusinessIdentityProvider,
  setBusinessIdentityProvider,
  type BusinessSsoContext,
} from '../domain/sso/business-providers';
import { completeSsoSignIn, startSsoSignIn, type SsoRedirect } from '../domain/sso/sign-in';
import { HttpProblem } from '../plugins/problem';
import type { HandlersFor } from './types';

const COOKIE = 'paraph_sso';

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/** A 302 that sets the sealed sign-in state, or clears it once it has been used. */
function redirect(request: FastifyRequest, reply: FastifyReply, { location, cookie }: SsoRedirect) {
  const attributes = [
    `${COOKIE}=${cookie}`,
    'Path=/v1/sso',
    'HttpOnly',
    // Lax: the provider's return is a top-level navigation from another site.
    'SameSite=Lax',
    `Max-Age=${cookie ? 600 : 0}`,
    ...(request.server.sso.secureCookie ? ['Secure'] : []),
  ];
  return reply
    .code(302)
    .header('cache-control', 'no-store')
    .header('set-cookie', attributes.join('; '))
    .header('location', location)
    .send();
}

function businessContextOf(request: FastifyRequest): BusinessSsoContext {
  const { server } = request;
  if (!request.user) throw new HttpProblem(401, 'UNAUTHORIZED', 'Authentication required');
  return { db: server.db, now: server.now(), sso: server.sso, caller: request.user };
}

export const ssoHandlers = {
  startSso: async (request, reply) => {
    const { server } = request;
    const next = await startSsoSignIn(
      { db: server.db, sso: server.sso },
      request.query.email,
    ).catch((error: unknown) => {
      // The provider's discovery failed: the person learns it on the error page.
      request.log.warn({ err: error }, 'sso start failed');
      return { location: server.sso.appUrl('/sso/error'), cookie: '' };
    });
    return redirect(request, reply, next);
  },

  completeSso: async (request, reply) => {
    const { server } = request;
    const next = await completeSsoSignIn(
      { db: server.db, now: server.now(), sso: server.sso },
      { query: request.query, cookie: cookieOf(request) },
    );
    return redirect(request, reply, next);
  },

  getBusinessIdentityProviders: async (request) =>
    getBusinessIdentityProviders(businessContextOf(request), request.params.id),

  setBusinessIdentityProvider: async (request) =>
    setBusinessIdentityProvider(businessContextOf(request), {
      businessId: request.params.id,
      body: request.body,
    }),

  removeBusinessIdentityProvider: async (request) =>
    removeBusinessIdentityProvider(businessContextOf(request), {
      businessId: request.params.id,
      domain: request.query.domain,
    }),
} satisfies HandlersFor<
  | 'startSso'
  | 'completeSso'
  | 'getBusinessIdentityProviders'
  | 'setBusinessIdentityProvider'
  | 'removeBusinessIdentityProvider'
>;
