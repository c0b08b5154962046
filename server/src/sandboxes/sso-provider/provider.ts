import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

const LIFETIME_MS = 10 * 60_000;
const KEY_ID = 'sandbox-1';

interface PendingAuthorization {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  email: string;
  expiresAt: number;
}

type IssuedCode = Omit<PendingAuthorization, 'state'>;

export type AuthorizeResult =
  | { kind: 'page'; requestId: string; domain: string; email: string }
  | { kind: 'invalid'; reason: string };

const random = () => randomBytes(24).toString('base64url');

function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/** "dana.demo@…" → Dana / Demo: the sandbox has no directory, so the name comes from the address. */
export function namesFromEmail(email: string): { givenName: string; familyName: string } {
  const parts = (email.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return { givenName: parts[0] ?? 'Sandbox', familyName: parts.slice(1).join(' ') || 'User' };
}

/**
 * An OpenID Connect provider of our own that stands in for a company's (authorization code with
 * PKCE S256, one client, RS256 id_tokens from a key made at start). Like a real provider it keeps
 * its own clock (the wall clock), and its requests and codes live in memory for ten minutes.
 */
export function createSsoSandbox({ issuer, redirectUri }: { issuer: string; redirectUri: string }) {
  const clientId = 'paraph';
  const clientSecret = random();
  const keys = generateKeyPair('RS256', { extractable: true });
  const pending = new Map<string, PendingAuthorization>();
  const codes = new Map<string, IssuedCode>();

  const live = <T extends { expiresAt: number }>(map: Map<string, T>, key: string) => {
    const value = map.get(key);
    map.delete(key);
    return value && value.expiresAt > Date.now() ? value : undefined;
  };

  return {
    issuer,
    clientId,
    clientSecret,

    discovery() {
      return {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name'],
      };
    },

    async jwks(): Promise<{ keys: JWK[] }> {
      const jwk = await exportJWK((await keys).publicKey);
      return { keys: [{ ...jwk, kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
    },

    authorize(query: Record<string, string | undefined>): AuthorizeResult {
      if (query.client_id !== clientId) return { kind: 'invalid', reason: 'Unknown client.' };
      if (query.redirect_uri !== redirectUri) {
        return { kind: 'invalid', reason: 'The return address is not registered.' };
      }
      if (query.response_type !== 'code' || !query.scope?.split(' ').includes('openid')) {
        return { kind: 'invalid', reason: 'Only the OpenID authorization code flow is offered.' };
      }
      if (query.code_challenge_method !== 'S256' || !query.code_challenge) {
        return { kind: 'invalid', reason: 'PKCE (S256) is required.' };
      }
      if (!query.state || !query.nonce) {
        return { kind: 'invalid', reason: 'State and nonce are required.' };
      }
      const email = (query.login_hint ?? '').trim().toLowerCase();
      const requestId = random();
      pending.set(requestId, {
        redirectUri,
        state: query.state,
        nonce: query.nonce,
        codeChallenge: query.code_challenge,
        email,
        expiresAt: Date.now() + LIFETIME_MS,
      });
      return { kind: 'page', requestId, domain: email.split('@')[1] ?? '', email };
    },

    /** The person's choice on the page; answers where the browser goes back to, or null. */
    decide(form: Record<string, string | undefined>): string | null {
      const request = live(pending, form.request ?? '');
      if (!request) return null;
      const back = new URL(request.redirectUri);
      back.searchParams.set('state', request.state);
      back.searchParams.set('iss', issuer);
      if (form.decision !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The company refused the sign-in');
        return back.toString();
      }
      const code = random();
      const email = (form.email ?? request.email).trim().toLowerCase();
      codes.set(code, { ...request, email, expiresAt: Date.now() + LIFETIME_MS });
      back.searchParams.set('code', code);
      return back.toString();
    },

    /** The token endpoint: client authentication, the code once, PKCE; the signed id_token. */
    async token(
      form: Record<string, string | undefined>,
      authorization: string | undefined,
    ): Promise<{ status: number; body: object }> {
      const [id, secret] = authorization?.startsWith('Basic ')
        ? Buffer.from(authorization.slice(6), 'base64')
            .toString()
            .split(':')
            .map((part) => decodeURIComponent(part))
        : [form.client_id, form.client_secret];
      if (id !== clientId || !secret || !sameSecret(secret, clientSecret)) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      if (form.grant_type !== 'authorization_code') {
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      }
      const issued = live(codes, form.code ?? '');
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (
        !issued ||
        issued.redirectUri !== form.redirect_uri ||
        issued.codeChallenge !== challenge
      ) {
        return { status: 400, body: { error: 'invalid_grant' } };
      }
      const { givenName, familyName } = namesFromEmail(issued.email);
      const idToken = await new SignJWT({
        nonce: issued.nonce,
        email: issued.email,
        email_verified: true,
        given_name: givenName,
        family_name: familyName,
        name: `${givenName} ${familyName}`,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(createHash('sha256').update(issued.email).digest('hex').slice(0, 32))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign((await keys).privateKey);
      return {
        status: 200,
        body: { access_token: random(), token_type: 'Bearer', expires_in: 300, id_token: idToken },
      };
    },
  };
}

export type SsoSandbox = ReturnType<typeof createSsoSandbox>;
