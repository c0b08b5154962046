import { resolveTxt } from 'node:dns/promises';

/** Proves that a business controls a domain before its addresses are offered to join it. */
export interface DomainOwnership {
  /** Whether the domain publishes `expected` as a TXT record (the name is the adapter's). */
  verify(domain: string, expected: string): Promise<boolean>;
}

/** The record's name below the domain: `_paraph-verification.acme.example`. */
export const VERIFICATION_RECORD_NAME = '_paraph-verification';

type TxtResolver = (hostname: string) => Promise<string[][]>;

/**
 * Looks the record up in DNS. A TXT record may come in several strings that form one value;
 * a missing name or a failing lookup counts as not proven (the admin can try again).
 */
export function dnsDomainOwnership(resolve: TxtResolver = resolveTxt): DomainOwnership {
  return {
    async verify(domain, expected) {
      try {
        const records = await resolve(`${VERIFICATION_RECORD_NAME}.${domain}`);
        return records.some((parts) => parts.join('') === expected);
      } catch {
        return false;
      }
    },
  };
}

/** For development and tests: every domain is taken to be proven. */
export const sandboxDomainOwnership: DomainOwnership = {
  async verify() {
    return true;
  },
};
