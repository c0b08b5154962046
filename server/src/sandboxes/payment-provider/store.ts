import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentSandboxObjects } from '../../db/schema';
import { randomBase62 } from '../../domain/ids';
import type {
  Card,
  Cycle,
  Currency,
  InvoiceDraft,
  SubscriptionStatus,
} from '../../domain/billing/provider';

/** An invoice draft as stored (JSON: dates as ISO strings). */
export type StoredDraft = Omit<InvoiceDraft, 'periodStart' | 'periodEnd'> & {
  periodStart: string;
  periodEnd: string;
};

export interface CustomerData {
  email: string;
  name: string;
  country: string;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  /** How far the customer's test clock runs ahead of the real one. */
  offsetMs: number;
  invoiceCount: number;
}

export interface SetupIntentData {
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  returnUrl: string;
  paymentMethod: string | null;
  lastError: string | null;
  /** A 3-D Secure card waiting for the cardholder's challenge (test numbers only). */
  pendingCard?: { number: string; expMonth: number; expYear: number } | null;
}

export interface PaymentMethodData {
  card: Card;
  /** The test card's number: it decides how later charges go. */
  testNumber: string;
}

export interface SubscriptionData {
  status: SubscriptionStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  terms: {
    plan: string;
    cycle: Cycle;
    currency: Currency;
    seats: number;
    renewal: StoredDraft;
  };
  /** Periods are counted from this instant in `anchorCycle` (so renewals never drift). */
  anchor: string;
  anchorCycle: Cycle;
  periods: number;
  latestInvoice: string | null;
  /** A failed renewal being retried: the invoice, when it first failed, retries made. */
  retry: { invoiceId: string; failedAt: string; retries: number } | null;
}

export interface InvoiceData {
  subscription: string | null;
  number: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  failureCode: string | null;
  attempts: number;
  draft: StoredDraft;
  createdAt: string;
  paidAt: string | null;
}

export interface PortalSessionData {
  purpose: 'customer' | 'invoicing';
  returnUrl: string;
  expiresAt: string;
  /** The invoicing portal's business and contact (Chargebee's customer). */
  businessId?: string;
  email?: string;
}

export interface IdempotencyData {
  result: unknown;
}

export interface Kinds {
  customer: CustomerData;
  setup_intent: SetupIntentData;
  payment_method: PaymentMethodData;
  subscription: SubscriptionData;
  invoice: InvoiceData;
  portal_session: PortalSessionData;
  idempotency_key: IdempotencyData;
}
export type Kind = keyof Kinds;

export interface Stored<K extends Kind> {
  id: string;
  customerId: string | null;
  data: Kinds[K];
}

const PREFIX: Record<Kind, string> = {
  customer: 'cus',
  setup_intent: 'seti',
  payment_method: 'pm',
  subscription: 'sub',
  invoice: 'in',
  portal_session: 'bps',
  idempotency_key: 'idem',
};

/** A processor-style id: `cus_…`, `seti_…`, random base62. */
export const sandboxId = (kind: Kind) => `${PREFIX[kind]}_${randomBase62(24)}`;

export const toStoredDraft = (draft: InvoiceDraft): StoredDraft => ({
  ...draft,
  lines: draft.lines.map((line) => ({ ...line })),
  periodStart: draft.periodStart.toISOString(),
  periodEnd: draft.periodEnd.toISOString(),
});

export const fromStoredDraft = (draft: StoredDraft): InvoiceDraft => ({
  ...draft,
  periodStart: new Date(draft.periodStart),
  periodEnd: new Date(draft.periodEnd),
});

/** The sandbox's objects in `payment_sandbox_objects`: one row each, its fields as JSON. */
export function sandboxStore(tx: Db) {
  return {
    async get<K extends Kind>(kind: K, id: string): Promise<Stored<K> | null> {
      const [row] = await tx
        .select()
        .from(paymentSandboxObjects)
        .where(and(eq(paymentSandboxObjects.id, id), eq(paymentSandboxObjects.kind, kind)));
      return row
        ? { id: row.id, customerId: row.customerId, data: row.data as unknown as Kinds[K] }
        : null;
    },
    /** The customer, locked until the transaction ends: one change per customer at a time. */
    async lockCustomer(id: string): Promise<Stored<'customer'> | null> {
      const [row] = await tx
        .select()
        .from(paymentSandboxObjects)
        .where(and(eq(paymentSandboxObjects.id, id), eq(paymentSandboxObjects.kind, 'customer')))
        .for('update');
      return row
        ? { id: row.id, customerId: row.customerId, data: row.data as unknown as CustomerData }
        : null;
    },
    async list<K extends Kind>(kind: K, customerId: string): Promise<Stored<K>[]> {
      const rows = await tx
        .select()
        .from(paymentSandboxObjects)
        .where(
          and(
            eq(paymentSandboxObjects.customerId, customerId),
            eq(paymentSandboxObjects.kind, kind),
          ),
        )
        .orderBy(paymentSandboxObjects.createdAt, paymentSandboxObjects.id);
      return rows.map((row) => ({
        id: row.id,
        customerId: row.customerId,
        data: row.data as unknown as Kinds[K],
      }));
    },
    async insert<K extends Kind>(
      kind: K,
      id: string,
      customerId: string | null,
      data: Kinds[K],
      at: Date,
    ): Promise<Stored<K>> {
      await tx.insert(paymentSandboxObjects).values({
        id,
        kind,
        customerId,
        data: data as unknown as Record<string, unknown>,
        createdAt: at,
        updatedAt: at,
      });
      return { id, customerId, data };
    },
    async update<K extends Kind>(object: Stored<K>, at: Date): Promise<void> {
      await tx
        .update(paymentSandboxObjects)
        .set({ data: object.data as unknown as Record<string, unknown>, updatedAt: at })
        .where(eq(paymentSandboxObjects.id, object.id));
    },
    /** Customers whose subscriptions the clock may still change. */
    async customersWithLiveSubscriptions(): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ customerId: paymentSandboxObjects.customerId })
        .from(paymentSandboxObjects)
        .where(
          and(
            eq(paymentSandboxObjects.kind, 'subscription'),
            inArray(sql`${paymentSandboxObjects.data}->>'status'`, [
              'active',
              'trialing',
              'past_due',
              'unpaid',
            ]),
          ),
        );
      return rows.flatMap((row) => (row.customerId ? [row.customerId] : []));
    },
    async customersByEmail(email: string): Promise<string[]> {
      const rows = await tx
        .select({ id: paymentSandboxObjects.id })
        .from(paymentSandboxObjects)
        .where(
          and(
            eq(paymentSandboxObjects.kind, 'customer'),
            eq(sql`${paymentSandboxObjects.data}->>'email'`, email.trim().toLowerCase()),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

export type SandboxStore = ReturnType<typeof sandboxStore>;
