import type { PaymentProvider } from '../../domain/billing/provider';
import { randomBase62 } from '../../domain/ids';
import { cardOf, withCustomer, type SandboxContext } from './customer-scope';
import { openPortalSession } from './portal-sessions';
import { subscriptionMethods } from './provider-subscriptions';
import { sandboxId, sandboxStore } from './store';

/** The PaymentProvider port, answered by the sandbox (our webhook's secret is set elsewhere). */
export const sandboxProvider = (ctx: SandboxContext): Omit<PaymentProvider, 'webhookSecret'> => ({
  name: 'sandbox',

  async createCustomer({ email, name, country, metadata }) {
    const customer = await sandboxStore(ctx.db).insert(
      'customer',
      sandboxId('customer'),
      null,
      {
        email: email.trim().toLowerCase(),
        name,
        country,
        metadata,
        defaultPaymentMethod: null,
        offsetMs: 0,
        invoiceCount: 0,
      },
      ctx.now(),
    );
    return { id: customer.id };
  },

  createSetupIntent({ customerId, metadata, returnUrl }) {
    return withCustomer(ctx, customerId, async (scope) => {
      const id = sandboxId('setup_intent');
      const clientSecret = `${id}_secret_${randomBase62(24)}`;
      await scope.store.insert(
        'setup_intent',
        id,
        customerId,
        {
          clientSecret,
          status: 'requires_payment_method',
          metadata,
          returnUrl,
          paymentMethod: null,
          lastError: null,
          pendingCard: null,
        },
        scope.at,
      );
      return { id, clientSecret, redirectUrl: ctx.url.setup(id, clientSecret) };
    });
  },

  async retrieveSetupIntent(id) {
    const store = sandboxStore(ctx.db);
    const intent = await store.get('setup_intent', id);
    if (!intent) return null;
    const method =
      intent.data.status === 'succeeded' ? await cardOf(store, intent.data.paymentMethod) : null;
    return {
      id: intent.id,
      customerId: intent.customerId!,
      status: intent.data.status,
      metadata: intent.data.metadata,
      card: method?.card ?? null,
    };
  },

  async defaultCard(customerId) {
    const store = sandboxStore(ctx.db);
    const customer = await store.get('customer', customerId);
    return (await cardOf(store, customer?.data.defaultPaymentMethod ?? null))?.card ?? null;
  },

  ...subscriptionMethods(ctx),

  async portalSession({ customerId, returnUrl }) {
    const id = await openPortalSession(ctx, customerId, { purpose: 'customer', returnUrl });
    return { url: ctx.url.portal(id) };
  },
});
