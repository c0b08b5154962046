import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { buildApp } from '../build';

describe('payment configuration', () => {
  it('defaults to the sandbox with a per-process secret', () => {
    expect(loadConfig({})).toMatchObject({
      paymentProvider: 'sandbox',
      paymentWebhookSecret: undefined,
      stripeSecretKey: undefined,
    });
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'whsec_local' }).paymentWebhookSecret).toBe(
      'whsec_local',
    );
  });

  it('selects Stripe with its key and its own webhook secret', () => {
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_stripe',
        PAYMENT_WEBHOOK_SECRET: 'ignored',
      }),
    ).toMatchObject({
      paymentProvider: 'stripe',
      paymentWebhookSecret: 'whsec_stripe',
      stripeSecretKey: 'sk_test_1',
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/sandbox or stripe/);
  });
});

describe('the payments plugin', () => {
  it('selects the Stripe provider, keeping the sandbox pages', async () => {
    const { app, close } = await buildApp({
      payments: { provider: 'stripe', stripeSecretKey: 'sk_test_1', webhookSecret: 'whsec_1' },
    });
    try {
      expect(app.payments.provider.name).toBe('stripe');
      expect(app.payments.provider.webhookSecret).toBe('whsec_1');
      const clock = await app.inject({ method: 'GET', url: '/sandbox/payments/clock' });
      expect(clock.statusCode).toBe(200);
      // The sandbox's own deliveries reach our webhook route (and end at a final answer).
      const { id } = await app.payments.sandbox.provider.createCustomer({
        email: 'a@example.com',
        name: 'A',
        country: 'CH',
        metadata: {},
      });
      await app.payments.sandbox.attachTestCard(id, '4242424242424242');
      await app.payments.sandbox.settled();
    } finally {
      await close();
    }
  }, 120_000);
});
