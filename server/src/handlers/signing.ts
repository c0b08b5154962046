import type { FastifyRequest } from 'fastify';
import type { SigningContext } from '../domain/signing/services';
import { proceedMobileSignature, sign, signAsGuest } from '../domain/signing/sign-batch';
import { verifyBytes, verifyStoredDocument } from '../domain/signing/verification';
import { enforce, LIMITS } from '../domain/limits';
import { DomainError } from '../domain/errors';
import { requestContextOf } from './request-context';
import type { HandlersFor } from './types';

const signingContextOf = (request: FastifyRequest): SigningContext => ({
  ...requestContextOf(request),
  signing: request.server.signing,
});

export const signingHandlers = {
  sign: async (request, reply) => {
    // An API user is no person: it may apply its business's seals, never a signature of its own.
    if (request.apiUser && !request.body.sealAccountName) {
      throw new DomainError('API_USER_SEAL_ONLY', 'An API user signs only with a seal');
    }
    const result = await sign(signingContextOf(request), request.body);
    if (result.status === 'AWAITING_OTP') reply.code(202);
    return result;
  },
  proceedMobileSignature: async (request) =>
    proceedMobileSignature(signingContextOf(request), {
      transactionId: request.params.id,
      otp: request.body.pwdotp,
    }),
  signDirect: async (request, reply) => {
    const result = await signAsGuest(signingContextOf(request), request.body);
    if (result.status === 'AWAITING_OTP') reply.code(202);
    return result;
  },
  proceedDirectMobileSignature: async (request) =>
    proceedMobileSignature(signingContextOf(request), {
      transactionId: request.params.id,
      otp: request.body.pwdotp,
    }),
  verifyPdf: async (request) => {
    const { server } = request;
    await enforce(
      { db: server.db, now: server.now() },
      { key: `verify:${request.ip}`, limit: LIMITS.verifyPerIp },
    );
    const body: unknown = request.body;
    return verifyBytes({ signing: server.signing }, Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  },
  verifyDocument: async (request) =>
    verifyStoredDocument(signingContextOf(request), request.params.id),
} satisfies HandlersFor<
  | 'sign'
  | 'proceedMobileSignature'
  | 'signDirect'
  | 'proceedDirectMobileSignature'
  | 'verifyPdf'
  | 'verifyDocument'
>;
