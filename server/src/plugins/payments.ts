import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InvoicingPortal, PaymentProvider } from '../domain/billing/provider';
import { createStripeProvider } from '../payments/stripe-provider';
import { signedDelivery } from '../sandboxes/payment-provider/delivery';
import sandboxRoutes from '../sandboxes/payment-provider/routes';
import {
  createPaymentSandbox,
  type Deliver,
  type PaymentSandbox,
} from '../sandboxes/payment-provider/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      /** The card processor billing uses (the sandbox unless PAYMENT_PROVIDER=stripe). */
      provider: PaymentProvider;
      /** The local card processor: its pages always run; tests drive its clock and cards. */
      sandbox: PaymentSandbox;
      /** The invoicing system of MANUAL and CHARGEBEE businesses (the sandbox's portal). */
      invoicing: InvoicingPortal;
    };
  }
}

export interface PaymentsOptions {
  provider?: 'sandbox' | 'stripe';
  /**
   * What the selected provider signs webhooks with: the sandbox's (random per process when
   * unset) or Stripe's endpoint secret (STRIPE_WEBHOOK_SECRET, required with stripe).
   */
  webhookSecret?: string;
  /** STRIPE_SECRET_KEY: required with the stripe provider. */
  stripeSecretKey?: string;
  sandbox?: {
    /** How long after a change the sandbox's events leave (200 ms by default; tests 0). */
    deliveryDelayMs?: number;
    /** In place of the signed HTTP delivery to our webhook (tests capture the events). */
    deliver?: Deliver;
  };
}

const TICK_MS = 60_000;

/**
 * Payments: the selected card processor, and the local sandbox, which serves its pages under
 * /sandbox/payments, runs its subscriptions' clock every minute and calls our webhook like a
 * real processor (a signed raw body, retried with backoff).
 */
export default fp(
  async function paymentsPlugin(app: FastifyInstance, options: PaymentsOptions) {
    const selected = options.provider ?? 'sandbox';
    if (selected === 'stripe' && !options.stripeSecretKey) {
      throw new Error('The stripe payment provider needs STRIPE_SECRET_KEY');
    }
    if (selected === 'stripe' && !options.webhookSecret) {
      throw new Error('The stripe payment provider needs its webhook secret');
    }
    const webhookSecret = options.webhookSecret ?? randomBytes(32).toString('hex');
    const sandbox = createPaymentSandbox({
      db: app.db,
      baseUrl: app.mail.link('').replace(/\/$/, ''),
      now: app.now,
      deliveryDelayMs: options.sandbox?.deliveryDelayMs ?? 200,
      log: app.log,
      deliver:
        options.sandbox?.deliver ??
        signedDelivery({
          inject: (request) => app.inject(request),
          secret: webhookSecret,
          now: app.now,
          log: app.log,
        }),
    });
    const provider: PaymentProvider =
      selected === 'stripe'
        ? createStripeProvider({ secretKey: options.stripeSecretKey!, webhookSecret })
        : { ...sandbox.provider, webhookSecret };
    app.decorate('payments', { provider, sandbox, invoicing: sandbox.invoicing });

    const ticker = setInterval(() => void sandbox.tick(), TICK_MS);
    ticker.unref();
    app.addHook('onClose', async () => {
      clearInterval(ticker);
      sandbox.close();
    });
    await app.register(sandboxRoutes, { sandbox });
  },
  { name: 'payments', dependencies: ['db', 'mail', 'webhook-raw-body'] },
);
