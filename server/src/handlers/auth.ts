import type { FastifyRequest } from 'fastify';
import { logout } from '../domain/accounts/accounts';
import { findIdentityProvider } from '../domain/accounts/identity-providers';
import { enforce, LIMITS } from '../domain/limits';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '../domain/accounts/password-changes';
import { passwordVerdict } from '../domain/accounts/password-policy';
import {
  register,
  requestConfirmation,
  validateConfirmation,
} from '../domain/accounts/registration';
import { signIn } from '../domain/accounts/sign-in';
import {
  getSignupIdentification,
  listSignupMethods,
  startSignupIdentification,
} from '../domain/identification/signup';
import {
  cancelVerification,
  resendVerification,
  respondVerification,
} from '../domain/requests/verifications';
import { requireSession } from '../plugins/auth';
import { contextOf } from './context';
import type { HandlersFor } from './types';

function signupContext(request: FastifyRequest) {
  const { server } = request;
  return {
    db: server.db,
    mail: server.mail,
    now: server.now(),
    ip: request.ip,
    identity: server.identification.providers,
  };
}

/*
 * The `usertoken` hand-over: the web app reads `?usertoken=` and keeps it as its session
 * token, so on the server it is an ordinary bearer token and needs nothing of its own. The
 * log serialiser replaces usertoken and token query values, so a URL carrying one never
 * reaches the log.
 */
export const authHandlers = {
  // eID+: a visitor identifies with the sign-up link before the account exists.
  listSignupIdentificationMethods: async () => listSignupMethods(),
  startSignupIdentification: async (request, reply) => {
    reply.code(201);
    return startSignupIdentification(signupContext(request), {
      ...request.params,
      start: request.body,
    });
  },
  getSignupIdentification: async (request) =>
    getSignupIdentification(signupContext(request), {
      ...request.params,
      token: request.query.token,
    }),

  login: async (request) =>
    signIn({ db: request.server.db, ip: request.ip, now: request.server.now() }, request.body),

  logout: async (request, reply) => {
    const { session } = requireSession(request);
    await logout({ db: request.server.db, now: request.server.now() }, session.tokenHash);
    return reply.code(204).send();
  },

  requestConfirmation: async (request, reply) => {
    await requestConfirmation(contextOf(request), request.body);
    return reply.code(202).send();
  },

  validateConfirmation: async (request) => validateConfirmation(contextOf(request), request.body),

  register: async (request, reply) => {
    const session = await register(contextOf(request), request.body);
    reply.code(201);
    return session;
  },

  checkPassword: async (request) => {
    const { db, now, ip } = contextOf(request);
    // The estimator costs CPU per call; the limit keeps it from being a cheap DoS.
    await enforce(
      { db, now },
      { key: `check-password:ip:${ip}`, limit: LIMITS.passwordCheckPerIp },
    );
    return passwordVerdict(request.body.password, request.body.email);
  },

  changePassword: async (request, reply) => {
    const { user, session } = requireSession(request);
    await changePassword(contextOf(request), {
      user,
      currentTokenHash: session.tokenHash,
      passwords: request.body,
    });
    return reply.code(204).send();
  },

  requestPasswordReset: async (request, reply) => {
    await requestPasswordReset(contextOf(request), request.body);
    return reply.code(202).send();
  },

  resetPassword: async (request, reply) => {
    await resetPassword(contextOf(request), request.body);
    return reply.code(204).send();
  },

  findIdentityProvider: async (request) => {
    const { db, now, ip, mail } = contextOf(request);
    await enforce({ db, now }, { key: `sso:ip:${ip}`, limit: LIMITS.tokenPerIp });
    return findIdentityProvider({ db, mail }, request.body.email);
  },

  /** Mails a fresh code for an invitation to an address without an account (see domain/requests/verifications). */
  resendVerification: async (request) => resendVerification(contextOf(request), request.params.id),

  /** Answers an invitation's code with `secret`: wrong → 422, five wrong → locked (409). */
  respondVerification: async (request) => {
    const { db, now, ip } = contextOf(request);
    await enforce({ db, now }, { key: `verification:ip:${ip}`, limit: LIMITS.tokenPerIp });
    return respondVerification({ db, now }, { id: request.params.id, secret: request.body.secret });
  },

  /** Withdraws an invitation's pending code check. */
  cancelVerification: async (request, reply) => {
    await cancelVerification(
      { db: request.server.db, now: request.server.now() },
      request.params.id,
    );
    return reply.code(204).send();
  },
} satisfies HandlersFor<
  | 'listSignupIdentificationMethods'
  | 'startSignupIdentification'
  | 'getSignupIdentification'
  | 'login'
  | 'logout'
  | 'requestConfirmation'
  | 'validateConfirmation'
  | 'register'
  | 'checkPassword'
  | 'changePassword'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'findIdentityProvider'
  | 'resendVerification'
  | 'respondVerification'
  | 'cancelVerification'
>;
