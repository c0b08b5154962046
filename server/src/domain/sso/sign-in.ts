import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../../db/database';
import { businessDomains, users, type IdentityProviderRow } from '../../db/schema';
import { createUser, normalizeEmail } from '../accounts/accounts';
import { newFreeAccountAttributes } from '../accounts/free-plan';
import { domainOf, identityProviderOf } from '../accounts/identity-providers';
import { createSession } from '../accounts/sessions';
import { membershipOf } from '../businesses/membership';
import type { SsoService } from './service';
import { claimsVerdict, type SsoClaims } from './claims';

export interface SsoContext {
  db: Db;
  now: Date;
  sso: SsoService;
}

/** Where the browser goes next; `cookie` is the sealed sign-in state to set (or clear, ''). */
export interface SsoRedirect {
  location: string;
  cookie: string;
}

const STATE_LIFETIME_MS = 10 * 60_000;
const ERROR = '/sso/error';
const COMPANY_ERROR = '/sso/error/company';

interface PendingSignIn {
  domain: string;
  state: string;
  nonce: string;
  verifier: string;
  expiresAt: number;
}

/** The provider's configuration from its discovery document; the sandbox is reached in-process. */
async function clientFor(sso: SsoService, row: IdentityProviderRow): Promise<oidc.Configuration> {
  if (row.issuer === null) {
    const { issuer, clientId, clientSecret } = sso.sandbox;
    const config = await oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, {
      // Only our own sandbox, served by this server over plain HTTP, may skip TLS.
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: sso.sandboxFetch,
    });
    config[oidc.customFetch] = sso.sandboxFetch;
    return config;
  }
  const secret = row.clientSecretEncrypted ? sso.sealer.open(row.clientSecretEncrypted) : null;
  if (!secret) throw new Error('the client secret cannot be read with this server key');
  return oidc.discovery(new URL(row.issuer), row.clientId, secret);
}

const to = (sso: SsoService, path: string, cookie = ''): SsoRedirect => ({
  location: sso.appUrl(path),
  cookie,
});

/**
 * Sends the browser to the domain's provider: authorization code with PKCE, a random state and
 * nonce, kept sealed in a cookie of this browser so that the return can only complete here.
 */
export async function startSsoSignIn(
  { db, sso }: Pick<SsoContext, 'db' | 'sso'>,
  email: string,
): Promise<SsoRedirect> {
  const domain = domainOf(email);
  const row = await identityProviderOf({ db }, domain);
  if (!row) return to(sso, ERROR);
  const config = await clientFor(sso, row);
  const pending: PendingSignIn = {
    domain,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    expiresAt: Date.now() + STATE_LIFETIME_MS,
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: sso.callbackUrl,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
    login_hint: normalizeEmail(email),
  });
  return { location: url.toString(), cookie: sso.sealer.seal(JSON.stringify(pending)) };
}

function pendingFrom(sso: SsoService, cookie: string | undefined): PendingSignIn | null {
  const opened = cookie ? sso.sealer.open(cookie) : null;
  if (!opened) return null;
  const pending = JSON.parse(opened) as PendingSignIn;
  return pending.expiresAt > Date.now() ? pending : null;
}

/**
 * The provider's return: the state must be this browser's, the code is exchanged with the PKCE
 * verifier and the id_token verified (signature, issuer, audience, nonce, expiry) by
 * openid-client. Then the company's rules (claims.ts) and the account, created at first sign-in.
 */
export async function completeSsoSignIn(
  context: SsoContext,
  { query, cookie }: { query: Record<string, string | undefined>; cookie: string | undefined },
): Promise<SsoRedirect> {
  const { db, sso } = context;
  const pending = pendingFrom(sso, cookie);
  if (!pending || !query.state || query.state !== pending.state || query.error) {
    return to(sso, ERROR);
  }
  const row = await identityProviderOf({ db }, pending.domain);
  if (!row) return to(sso, ERROR);

  let claims: SsoClaims;
  try {
    const config = await clientFor(sso, row);
    const current = new URL(sso.callbackUrl);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) current.searchParams.set(key, value);
    }
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = (tokens.claims() ?? {}) as SsoClaims;
  } catch {
    return to(sso, ERROR);
  }

  const owner = row.businessId ?? (await domainOwner(db, pending.domain));
  const existing = await accountOf(db, claims.email);
  const membership = existing ? await membershipOf({ db }, existing.id) : null;
  const verdict = claimsVerdict({
    domain: pending.domain,
    claims,
    ownerBusinessId: owner,
    accountBusinessId: membership?.business.id ?? null,
  });
  if (verdict.kind === 'refused') return to(sso, COMPANY_ERROR);

  const userId = await signedInAccount(context, { existing, email: verdict.email, claims });
  const session = await createSession(context, userId);
  return { location: sso.appUrl('/', { usertoken: session.token }), cookie: '' };
}

async function domainOwner(db: Db, domain: string): Promise<string | null> {
  const [row] = await db
    .select({ businessId: businessDomains.businessId })
    .from(businessDomains)
    .where(eq(businessDomains.domain, domain))
    .limit(1);
  return row?.businessId ?? null;
}

async function accountOf(db: Db, email: unknown) {
  if (typeof email !== 'string') return null;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

/** The account signing in, marked as set up through SSO; created from the token at first. */
async function signedInAccount(
  { db, now }: SsoContext,
  {
    existing,
    email,
    claims,
  }: { existing: Awaited<ReturnType<typeof accountOf>>; email: string; claims: SsoClaims },
): Promise<string> {
  if (existing) {
    await db
      .update(users)
      .set({ hasSso: true, emailVerified: true, updatedAt: now })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [given, ...family] = (claims.name ?? '').trim().split(/\s+/);
  const user = await createUser(
    { db, now },
    {
      email,
      // Nobody knows this password: the account signs in through its company (or resets it).
      password: randomBytes(32).toString('base64url'),
      firstName: claims.given_name?.trim() || given || email.split('@')[0] || email,
      lastName: claims.family_name?.trim() || family.join(' '),
      emailVerified: true,
      attributes: { ...newFreeAccountAttributes(), registration_flow: ['sso'] },
    },
  );
  await db.update(users).set({ hasSso: true }).where(eq(users.id, user.id));
  return user.id;
}
