import type { components } from '../../../openapi/schema.gen';

type IdentityProvider = components['schemas']['IdentityProvider'];
type IdentityProviderBody = components['schemas']['IdentityProviderBody'];

export type SsoField = 'domain' | 'issuer' | 'clientId' | 'clientSecret';
export type SsoForm = Record<SsoField, string>;

/**
 * The domains an admin can give a provider: the verified ones, less those the server's
 * configuration runs through the sandbox (they cannot be changed from here).
 */
export function ssoDomains(verified: readonly string[], providers: readonly IdentityProvider[]) {
  const sandboxed = new Set(providers.filter((p) => p.sandbox).map((p) => p.domain));
  return verified.filter((domain) => !sandboxed.has(domain));
}

// The contract's limits (openapi/components/schemas/sso.yaml).
const ISSUER_MAX = 2048;
const CLIENT_ID_MAX = 256;
const SECRET_MAX = 1024;

function isHttpsUrl(text: string) {
  if (!text.startsWith('https://') || text.length > ISSUER_MAX) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The form as the request body, or the fields to correct. The secret is sent as typed: a
 * provider's secret may carry spaces at its ends.
 */
export function ssoBody(
  form: SsoForm,
  domains: readonly string[],
): { body: IdentityProviderBody } | { invalid: SsoField[] } {
  const issuer = form.issuer.trim();
  const clientId = form.clientId.trim();
  const invalid: SsoField[] = [];
  if (!domains.includes(form.domain)) invalid.push('domain');
  if (!isHttpsUrl(issuer)) invalid.push('issuer');
  if (clientId === '' || clientId.length > CLIENT_ID_MAX) invalid.push('clientId');
  if (form.clientSecret.trim() === '' || form.clientSecret.length > SECRET_MAX)
    invalid.push('clientSecret');
  if (invalid.length > 0) return { invalid };
  return { body: { domain: form.domain, issuer, clientId, clientSecret: form.clientSecret } };
}
