import {
  addBusinessDomain,
  getDomainVerification,
  removeBusinessDomain,
} from '../domain/businesses/domains';
import type { DomainsContext } from '../domain/businesses/domains';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

function domainsContext(request: FastifyRequest): DomainsContext {
  const { server } = request;
  return { db: server.db, now: server.now(), ownership: server.businesses.domainOwnership };
}

export const domainHandlers = {
  getDomainVerification: async (request) =>
    getDomainVerification(domainsContext(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
    }),

  addBusinessDomain: async (request) =>
    addBusinessDomain(domainsContext(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      domain: request.body.domain,
    }),

  removeBusinessDomainByBody: async (request) =>
    removeBusinessDomain(domainsContext(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      domain: request.body.domain,
    }),

  removeBusinessDomain: async (request) =>
    removeBusinessDomain(domainsContext(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      domain: request.params.domain,
    }),
} satisfies HandlersFor<
  | 'getDomainVerification'
  | 'addBusinessDomain'
  | 'removeBusinessDomainByBody'
  | 'removeBusinessDomain'
>;
