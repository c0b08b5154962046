import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setIdentityProvider } from '../domain/accounts/identity-providers';

export interface SsoOptions {
  /** E-mail domain → the identity provider's sign-in URL. */
  identityProviders: Record<string, string>;
}

/**
 * Business domains and their identity providers are not administered in the app yet; until
 * they are, the configured ones are written to the identity_providers table at start-up.
 */
export default fp(
  async function ssoPlugin(app: FastifyInstance, options: SsoOptions) {
    for (const [domain, url] of Object.entries(options.identityProviders)) {
      await setIdentityProvider({ db: app.db }, { domain, loginUrl: url });
    }
  },
  { name: 'sso', dependencies: ['db'] },
);
