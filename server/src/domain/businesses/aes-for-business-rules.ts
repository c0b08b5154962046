import type { components } from '../../../../openapi/schema.gen';
import { domainOf } from '../accounts/identity-providers';
import { DomainError } from '../errors';

type Aes4Biz = components['schemas']['Aes4Biz'];

// What enabling needs, in the order the form asks for it (the first one missing is named).
const REQUIRED_TEXT = ['representativeName', 'representativeEmail', 'commercialRegister'] as const;

/**
 * The setup as it is kept: texts trimmed (an all-blank one is left out), domains lower-cased
 * and each listed once. Enabling needs every text and at least one domain — 422
 * VALIDATION_FAILED naming the first one missing; a disabled setup may keep any part for later.
 */
export function normalizedAes4Biz(input: Aes4Biz): Aes4Biz {
  const setup: Aes4Biz = { enabled: input.enabled };
  for (const field of REQUIRED_TEXT) {
    const value = input[field]?.trim();
    if (value) setup[field] = value;
  }
  if (input.domains) setup.domains = [...new Set(input.domains.map((d) => d.toLowerCase()))];
  if (!setup.enabled) return setup;
  for (const field of REQUIRED_TEXT) {
    if (!setup[field]) throw missing(field);
  }
  if (!setup.domains?.length) throw missing('domains');
  return setup;
}

function missing(field: string) {
  return new DomainError('VALIDATION_FAILED', `Enabling AES for business needs ${field}`, {
    field,
  });
}

/** The first listed domain that is not one of the business's verified ones, if any. */
export function firstUnverifiedDomain(
  setup: Pick<Aes4Biz, 'domains'>,
  verified: readonly string[],
): string | undefined {
  const known = new Set(verified);
  return setup.domains?.find((domain) => !known.has(domain));
}

/**
 * Whether the setup vouches for the address: it is enabled and the address's domain (exactly,
 * not a subdomain) is listed. That the domain is still verified is the caller's to check.
 */
export function vouchesFor(setup: Aes4Biz | null, email: string): boolean {
  if (!setup?.enabled) return false;
  return setup.domains?.includes(domainOf(email)) ?? false;
}
