import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

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
