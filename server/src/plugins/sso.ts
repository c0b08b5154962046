import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CustomFetch } from 'openid-client';
import { setIdentityProvider } from '../domain/accounts/identity-providers';
import { createSealer } from '../domain/sso/sealed';
import type { SsoService } from '../domain/sso/service';
import { createSsoSandbox } from '../sandboxes/sso-provider/provider';
import ssoSandboxRoutes, { SANDBOX_SSO_PATH } from '../sandboxes/sso-provider/routes';

declare module 'fastify' {
  interface FastifyInstance {
    sso: SsoService;
  }
}

export interface SsoOptions {
  /** E-mail domain → `sandbox` (our own provider) or a real OpenID Connect issuer URL. */
  identityProviders: Record<string, string>;
  /** The client registered with each real issuer, by domain (SSO_OIDC_CLIENTS). */
  clients?: Record<string, { clientId: string; clientSecret: string }>;
  /** 32 bytes (SSO_SECRET_KEY) sealing client secrets at rest; random per process when unset. */
  secretKey?: Buffer;
}

export const SSO_CALLBACK_PATH = '/v1/sso/callback';

/**
 * Single sign-on: the sealing key, our sandbox OpenID provider (served under /sandbox/sso on this
 * server's public address, like the identification sandbox) and the configured domains, written
 * to the identity_providers table at start (configuration wins over an admin's setting).
 */
export default fp(
  async function ssoPlugin(app: FastifyInstance, options: SsoOptions) {
    const baseUrl = app.mail.link('').replace(/\/$/, '');
    if (!options.secretKey) {
      app.log.warn(
        'SSO_SECRET_KEY is not set: client secrets stored now are unreadable after a restart',
      );
    }
    const sealer = createSealer(options.secretKey ?? randomBytes(32));
    const callbackUrl = `${baseUrl}${SSO_CALLBACK_PATH}`;
    const sandbox = createSsoSandbox({
      issuer: `${baseUrl}${SANDBOX_SSO_PATH}`,
      redirectUri: callbackUrl,
    });

    // The sandbox lives in this process: its discovery, keys and token calls are injected, so
    // they work before the server listens and whatever address it is reached at.
    const sandboxFetch: CustomFetch = async (url, { method, headers, body }) => {
      const target = new URL(url);
      // openid-client sends forms as URLSearchParams and nothing else to these endpoints.
      const payload = body === undefined || body === null ? undefined : String(body);
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url: `${target.pathname}${target.search}`,
        headers,
        payload,
      });
      return new Response(response.payload, {
        status: response.statusCode,
        headers: Object.entries(response.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
      });
    };

    app.decorate('sso', {
      sealer,
      sandbox: {
        issuer: sandbox.issuer,
        clientId: sandbox.clientId,
        clientSecret: sandbox.clientSecret,
      },
      sandboxFetch,
      callbackUrl,
      appUrl: (path, query) => app.mail.link(path, query),
      secureCookie: baseUrl.startsWith('https://'),
    } satisfies SsoService);
    await app.register(ssoSandboxRoutes, { sandbox });

    const now = app.now();
    for (const [domain, issuer] of Object.entries(options.identityProviders)) {
      const client = options.clients?.[domain];
      if (issuer !== 'sandbox' && !client) {
        throw new Error(`SSO: the issuer of ${domain} needs a client (SSO_OIDC_CLIENTS)`);
      }
      await setIdentityProvider(
        { db: app.db, now },
        issuer === 'sandbox' || !client
          ? {
              domain,
              issuer: null,
              clientId: sandbox.clientId,
              clientSecretEncrypted: null,
              businessId: null,
            }
          : {
              domain,
              issuer,
              clientId: client.clientId,
              clientSecretEncrypted: sealer.seal(client.clientSecret),
              businessId: null,
            },
      );
    }
  },
  { name: 'sso', dependencies: ['db', 'mail'] },
);
