import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signWebhook } from '../../domain/webhook-signature';
import type { PaymentEvent } from './stripe-shape';

export const PAYMENT_WEBHOOK_ROUTE = '/v1/webhooks/payments';
const MAX_ATTEMPTS = 5;

/**
 * The processor's webhook calls: each event signed (`payment-signature`) over its exact raw
 * body with a fresh timestamp, retried with backoff while our server errs or is busy.
 */
export function signedDelivery({
  inject,
  secret,
  now,
  log,
  backoffMs = 500,
}: {
  inject: (request: InjectOptions) => Promise<LightMyRequestResponse>;
  secret: string;
  now: () => Date;
  log?: { warn(object: object, message: string): void };
  backoffMs?: number;
}) {
  return async (event: PaymentEvent): Promise<void> => {
    const payload = JSON.stringify(event);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const response = await inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_ROUTE,
        headers: {
          'content-type': 'application/json',
          'payment-signature': signWebhook(secret, payload, Math.floor(now().getTime() / 1000)),
        },
        payload,
      });
      if (response.statusCode < 300) return;
      // A refusal (or a webhook not implemented) will not change on retry; an error or a busy server may.
      const final =
        response.statusCode < 500 ? response.statusCode !== 429 : response.statusCode === 501;
      if (final) {
        log?.warn({ event: event.id, status: response.statusCode }, 'payment webhook refused');
        return;
      }
      if (attempt < MAX_ATTEMPTS - 1) {
        await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt));
      }
    }
    log?.warn({ event: event.id }, 'payment webhook gave up after retries');
  };
}
