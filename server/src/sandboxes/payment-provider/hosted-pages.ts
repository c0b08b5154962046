import type { PaymentProvider, ProviderInvoice } from '../../domain/billing/provider';
import {
  confirmCard,
  intentFor,
  returnWith,
  sameSecret,
  saveCard,
  type EnteredCard,
  type SaveOutcome,
} from './card-saving';
import { shift } from './clock';
import { cardOf, customerOf, withCustomer, type SandboxContext } from './customer-scope';
import { sandboxStore, type Stored } from './store';
import { invoiceView } from './views';

/** What the sandbox's hosted pages (card page, portal, invoice) read and do. */
export function hostedPages(
  ctx: SandboxContext,
  provider: Pick<PaymentProvider, 'createSetupIntent'>,
) {
  const { db, now, url } = ctx;

  async function portalPage(sessionId: string) {
    const store = sandboxStore(db);
    const session = await store.get('portal_session', sessionId);
    if (!session || new Date(session.data.expiresAt) <= now()) return null;
    if (session.data.purpose === 'invoicing' || !session.customerId) {
      return { session, customer: null, card: null, invoices: [] as ProviderInvoice[] };
    }
    const customer = await store.get('customer', session.customerId);
    const card = (await cardOf(store, customer?.data.defaultPaymentMethod ?? null))?.card ?? null;
    const invoices = (await store.list('invoice', session.customerId))
      .filter((invoice) => invoice.data.status !== 'draft')
      .reverse()
      .map((invoice) => invoiceView(url, invoice));
    return { session, customer: customer!, card, invoices };
  }

  return {
    /** Where the card page sends the cardholder back to, with the outcome. */
    returnUrl: (intent: Stored<'setup_intent'>, status: 'succeeded' | 'failed') =>
      returnWith(intent.data.returnUrl, intent.id, status),

    /** The intent behind a card page, when the client secret matches; with its customer's time. */
    async setupPage(id: string, clientSecret: string) {
      const store = sandboxStore(db);
      const intent = await store.get('setup_intent', id);
      if (!intent || !sameSecret(intent.data.clientSecret, clientSecret)) return null;
      const customer = await store.get('customer', intent.customerId!);
      return {
        intent,
        customer: customer!,
        at: shift(now(), customer!.data.offsetMs),
        awaitingAuthentication:
          intent.data.status === 'requires_action' && Boolean(intent.data.pendingCard),
      };
    },

    async confirmSetup(
      id: string,
      clientSecret: string,
      card: EnteredCard,
    ): Promise<SaveOutcome | null> {
      return withCustomer(ctx, await customerOf(ctx, 'setup_intent', id), async (scope) => {
        const intent = await intentFor(scope, id, clientSecret);
        if (!intent || intent.data.status === 'succeeded' || intent.data.status === 'canceled') {
          return null;
        }
        return confirmCard(scope, intent, card);
      });
    },

    /** The cardholder completed (or failed) the bank's 3-D Secure challenge: where they go next. */
    async authenticateSetup(id: string, clientSecret: string, complete: boolean) {
      return withCustomer(ctx, await customerOf(ctx, 'setup_intent', id), async (scope) => {
        const intent = await intentFor(scope, id, clientSecret);
        const card = intent?.data.pendingCard;
        if (!intent || intent.data.status !== 'requires_action' || !card) return null;
        intent.data.pendingCard = null;
        if (complete) {
          await saveCard(scope, intent, card);
          return returnWith(intent.data.returnUrl, id, 'succeeded');
        }
        intent.data.status = 'requires_payment_method';
        intent.data.lastError = 'setup_intent_authentication_failure';
        await scope.store.update(intent, scope.at);
        return returnWith(intent.data.returnUrl, id, 'failed');
      });
    },

    /** A live portal session with its customer's card and invoices. */
    portalPage,

    /** A new intent for the portal's "Replace card", returning to the portal. */
    async replaceCard(sessionId: string) {
      const page = await portalPage(sessionId);
      if (!page?.customer) return null;
      const { redirectUrl } = await provider.createSetupIntent({
        customerId: page.customer.id,
        metadata: page.customer.data.metadata,
        returnUrl: url.portal(sessionId),
      });
      return redirectUrl;
    },

    async invoicePage(id: string) {
      const store = sandboxStore(db);
      const invoice = await store.get('invoice', id);
      if (!invoice || invoice.data.status === 'draft') return null;
      const customer = await store.get('customer', invoice.customerId!);
      return { invoice: invoiceView(url, invoice), customer: customer! };
    },
  };
}
