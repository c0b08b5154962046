import type { Db } from '../../db/database';
import { attachTestCard } from './card-saving';
import { clockControls } from './clock-controls';
import type { SandboxContext } from './customer-scope';
import { hostedPages } from './hosted-pages';
import { createOutbox, type Deliver, type SandboxLog } from './outbox';
import { invoicingPortal } from './portal-sessions';
import { sandboxProvider } from './provider';
import { sandboxUrls } from './urls';

export type { SaveOutcome } from './card-saving';
export type { Deliver } from './outbox';
export { PORTAL_SESSION_MS } from './portal-sessions';
export { SandboxError } from './sandbox-error';

export interface PaymentSandboxOptions {
  db: Db;
  /** Our server's public address: the sandbox's pages live under it. */
  baseUrl: string;
  deliver: Deliver;
  now: () => Date;
  /** How long after a change its events leave (a processor's webhooks are never instant). */
  deliveryDelayMs?: number;
  log?: SandboxLog;
}

/**
 * A card processor of our own, standing in for Stripe: customers, setup intents confirmed on
 * its hosted card page, saved cards, subscriptions that renew and retry on a per-customer test
 * clock, invoices, portal sessions. It keeps its objects in `payment_sandbox_objects` (so two
 * server processes share them; a customer's row lock serialises changes) and tells our webhook
 * what happened, asynchronously, per customer in order.
 */
export function createPaymentSandbox({
  db,
  baseUrl,
  deliver,
  now,
  deliveryDelayMs = 0,
  log,
}: PaymentSandboxOptions) {
  const outbox = createOutbox({ deliver, deliveryDelayMs, log });
  const ctx: SandboxContext = { db, baseUrl, now, url: sandboxUrls(baseUrl), outbox, log };
  const provider = sandboxProvider(ctx);

  return {
    provider,
    invoicing: invoicingPortal(ctx),
    ...clockControls(ctx),

    /** Saves a test card for the customer as if entered (and authenticated) on the card page. */
    attachTestCard: (customerId: string, number: string) => attachTestCard(ctx, customerId, number),

    ...hostedPages(ctx, provider),

    /** Resolves once every queued delivery and clock run has finished (tests). */
    settled: outbox.settled,
    close: outbox.close,
  };
}

export type PaymentSandbox = ReturnType<typeof createPaymentSandbox>;
