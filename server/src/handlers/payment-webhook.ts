import { applyPaymentEvent } from '../domain/billing/events';
import { verifyWebhook } from '../domain/webhook-signature';
import { HttpProblem } from '../plugins/problem';
import type { HandlersFor } from './types';

export const paymentWebhookHandlers = {
  /** The payment provider's signed notification: the signature covers the raw bytes, checked first. */
  receivePaymentWebhook: async (request) => {
    const { server } = request;
    const { provider } = server.payments;
    const raw = typeof request.rawBody === 'string' ? request.rawBody : '';
    const header = request.headers['payment-signature'] ?? request.headers['stripe-signature'];
    if (
      typeof header !== 'string' ||
      !verifyWebhook(provider.webhookSecret, header, raw, server.now())
    ) {
      throw new HttpProblem(401, 'UNAUTHORIZED', 'The webhook signature is not valid');
    }
    const result = await applyPaymentEvent(
      { db: server.db, now: server.now(), provider },
      request.body,
    );
    return { received: true as const, ...result };
  },
} satisfies HandlersFor<'receivePaymentWebhook'>;
