import type { FastifyRequest } from 'fastify';
import type { IdentificationContext } from '../domain/identification/context';
import { applyProviderEvent } from '../domain/identification/events';
import {
  cancelIdentification,
  getIdentification,
  identificationPayment,
  listMethods,
  startIdentification,
} from '../domain/identification/identifications';
import { verifyWebhook } from '../domain/webhook-signature';
import { HttpProblem } from '../plugins/problem';
import { requestContextOf } from './request-context';
import type { HandlersFor } from './types';

/** The request context plus the identity providers; for account holders and guests alike. */
export function identificationContextOf(request: FastifyRequest): IdentificationContext {
  return { ...requestContextOf(request), identity: request.server.identification.providers };
}

const ctx = identificationContextOf;

export const identificationHandlers = {
  listIdentificationMethods: async (request) =>
    listMethods(ctx(request), request.query.signatureRequestId),

  getIdentificationPayment: async (request) =>
    identificationPayment(ctx(request), request.params.id),

  startIdentification: async (request, reply) => {
    reply.code(201);
    return startIdentification(ctx(request), { ...request.params, start: request.body });
  },

  getIdentification: async (request) => getIdentification(ctx(request), request.params),

  cancelIdentification: async (request, reply) => {
    await cancelIdentification(ctx(request), request.params);
    return reply.code(204).send();
  },

  /** The provider's signed notification: the signature covers the raw bytes, checked first. */
  receiveIdentificationWebhook: async (request) => {
    const { server } = request;
    const { provider } = request.params;
    const raw = typeof request.rawBody === 'string' ? request.rawBody : '';
    const secret = server.identification.providers.webhookSecret(provider);
    const header = request.headers['identification-signature'];
    if (typeof header !== 'string' || !verifyWebhook(secret, header, raw, server.now())) {
      throw new HttpProblem(401, 'UNAUTHORIZED', 'The webhook signature is not valid');
    }
    const result = await applyProviderEvent(
      { db: server.db, now: server.now() },
      { provider, event: request.body },
    );
    return { received: true as const, ...result };
  },
} satisfies HandlersFor<
  | 'listIdentificationMethods'
  | 'getIdentificationPayment'
  | 'startIdentification'
  | 'getIdentification'
  | 'cancelIdentification'
  | 'receiveIdentificationWebhook'
>;
