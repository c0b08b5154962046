import type { FastifyInstance } from 'fastify';
import type { InvoiceDraft, SubscriptionTerms } from '../../src/domain/billing/provider';
import type { PaymentEvent } from '../../src/sandboxes/payment-provider/stripe-shape';

/** Captures what the sandbox delivers (in place of the signed HTTP call to our webhook). */
export function captureEvents() {
  const events: PaymentEvent[] = [];
  return {
    events,
    deliver: async (event: PaymentEvent) => {
      events.push(event);
    },
    /** The events since the last take, and forget them. */
    take() {
      return events.splice(0, events.length);
    },
  };
}

export function draft(totalMinor: number, periodStart: Date, periodEnd: Date): InvoiceDraft {
  return {
    currency: 'CHF',
    lines: [{ description: 'Team × 2 seats', amountMinor: totalMinor }],
    subtotalMinor: totalMinor,
    discountMinor: 0,
    taxMinor: 0,
    totalMinor,
    periodStart,
    periodEnd,
  };
}

export function terms(perPeriodMinor: number, start: Date, end: Date): SubscriptionTerms {
  return {
    plan: 'team',
    cycle: 'monthly',
    currency: 'CHF',
    seats: 2,
    renewal: draft(perPeriodMinor, start, end),
  };
}

/** A customer with a saved test card. */
export async function customerWithCard(
  app: FastifyInstance,
  number: string | null,
  email = 'payer@example.com',
) {
  const { id } = await app.payments.provider.createCustomer({
    email,
    name: 'Payer AG',
    country: 'CH',
    metadata: { businessId: 'biz_test' },
  });
  if (number) await app.payments.sandbox.attachTestCard(id, number);
  return id;
}

/** Starts a monthly subscription from now (first invoice CHF 58.00). */
export async function subscribe(
  app: FastifyInstance,
  customerId: string,
  key = `create-${customerId}`,
) {
  const start = app.now();
  const end = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
    ),
  );
  return app.payments.provider.createSubscription({
    customerId,
    terms: terms(5800, start, end),
    firstInvoice: draft(5800, start, end),
    periodEnd: end,
    idempotencyKey: key,
  });
}
