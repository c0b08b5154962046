import { domainOf } from '../accounts/identity-providers';

/** The id_token claims single sign-on reads (OpenID Connect standard claims). */
export interface SsoClaims {
  email?: unknown;
  email_verified?: unknown;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export type ClaimsVerdict =
  { kind: 'accepted'; email: string } | { kind: 'refused'; reason: string };

/**
 * Whether the company's set-up lets this verified token in: a verified address at the configured
 * domain, and not the account of another business than the one that owns the domain.
 */
export function claimsVerdict({
  domain,
  claims,
  ownerBusinessId,
  accountBusinessId,
}: {
  domain: string;
  claims: SsoClaims;
  ownerBusinessId: string | null;
  accountBusinessId: string | null;
}): ClaimsVerdict {
  if (typeof claims.email !== 'string' || claims.email.length === 0) {
    return { kind: 'refused', reason: 'no e-mail address' };
  }
  if (claims.email_verified !== true) return { kind: 'refused', reason: 'address not verified' };
  const email = claims.email.trim().toLowerCase();
  if (domainOf(email) !== domain) return { kind: 'refused', reason: 'address outside the domain' };
  if (
    accountBusinessId !== null &&
    ownerBusinessId !== null &&
    accountBusinessId !== ownerBusinessId
  ) {
    return { kind: 'refused', reason: 'account of another business' };
  }
  return { kind: 'accepted', email };
}
