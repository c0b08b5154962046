import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Provider } from '../domain/identification/methods';
import type { IdentityProviders } from '../domain/identification/provider';
import { signWebhook } from '../domain/webhook-signature';
import {
  createIdentitySandbox,
  DEFAULT_TIMINGS,
  type IdentitySandbox,
  type SandboxTimings,
} from '../sandboxes/identity-provider/sandbox';
import sandboxRoutes from '../sandboxes/identity-provider/routes';

declare module 'fastify' {
  interface FastifyInstance {
    identification: { providers: IdentityProviders; sandbox: IdentitySandbox };
  }
}

export interface IdentificationOptions {
  /** The secret the providers sign webhooks with (IDENTIFICATION_WEBHOOK_SECRET); random when unset. */
  webhookSecret?: string;
  /** The sandbox provider's review and activation times (tests set them to 0). */
  sandbox?: Partial<SandboxTimings>;
}

export const WEBHOOK_ROUTE = '/v1/webhooks/identification/:provider';
const MAX_ATTEMPTS = 5;

/**
 * The identity providers: the local sandbox by default, which serves its own pages under
 * /sandbox/identification and calls our webhook like a real provider, over HTTP semantics
 * (a signed raw body, retried with backoff until it is accepted).
 */
export default fp(
  async function identificationPlugin(app: FastifyInstance, options: IdentificationOptions) {
    const secret = options.webhookSecret ?? randomBytes(32).toString('hex');
    const deliver = async (provider: Provider, event: object) => {
      const payload = JSON.stringify(event);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const timestamp = Math.floor(app.now().getTime() / 1000);
        const response = await app.inject({
          method: 'POST',
          url: `/v1/webhooks/identification/${provider}`,
          headers: {
            'content-type': 'application/json',
            'identification-signature': signWebhook(secret, payload, timestamp),
          },
          payload,
        });
        if (response.statusCode < 300) return;
        // A refusal will not change on retry; a server error or a busy server may.
        if (response.statusCode < 500 && response.statusCode !== 429) {
          app.log.warn({ provider, status: response.statusCode }, 'webhook refused');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    };
    const sandbox = createIdentitySandbox({
      baseUrl: app.mail.link('').replace(/\/$/, ''),
      deliver,
      now: app.now,
      timings: { ...DEFAULT_TIMINGS, ...options.sandbox },
    });
    app.decorate('identification', {
      providers: { provider: () => sandbox.provider, webhookSecret: () => secret },
      sandbox,
    });
    app.addHook('onClose', async () => sandbox.close());
    await app.register(sandboxRoutes, { sandbox });
  },
  { name: 'identification', dependencies: ['mail', 'webhook-raw-body'] },
);
