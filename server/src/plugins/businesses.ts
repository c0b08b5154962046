import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  dnsDomainOwnership,
  sandboxDomainOwnership,
  type DomainOwnership,
} from '../domain/businesses/domain-ownership';

declare module 'fastify' {
  interface FastifyInstance {
    businesses: { domainOwnership: DomainOwnership };
  }
}

export interface BusinessesOptions {
  /** How a domain is proven: `dns` looks the TXT record up; `sandbox` (default) accepts any. */
  domainVerification?: 'dns' | 'sandbox';
  /** An adapter of the caller's own (tests), in place of the two above. */
  domainOwnership?: DomainOwnership;
}

export default fp(
  async function businessesPlugin(app: FastifyInstance, options: BusinessesOptions) {
    const domainOwnership =
      options.domainOwnership ??
      (options.domainVerification === 'dns' ? dnsDomainOwnership() : sandboxDomainOwnership);
    app.decorate('businesses', { domainOwnership });
  },
  { name: 'businesses' },
);
