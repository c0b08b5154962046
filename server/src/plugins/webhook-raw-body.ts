import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rawBody from 'fastify-raw-body';
import { PAYMENT_WEBHOOK_ROUTE } from '../sandboxes/payment-provider/delivery';
import { WEBHOOK_ROUTE as IDENTIFICATION_WEBHOOK_ROUTE } from './identification';

/**
 * Only the providers' webhooks keep their raw body: a signature covers the exact bytes. One
 * registration for all of them (fastify-raw-body refuses to be registered twice).
 */
export default fp(
  async function webhookRawBody(app: FastifyInstance) {
    await app.register(rawBody, {
      global: false,
      runFirst: true,
      routes: [IDENTIFICATION_WEBHOOK_ROUTE, PAYMENT_WEBHOOK_ROUTE],
    });
  },
  { name: 'webhook-raw-body' },
);
