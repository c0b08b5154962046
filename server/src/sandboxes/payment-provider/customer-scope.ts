import type { Db } from '../../db/database';
import { randomBase62 } from '../../domain/ids';
import { shift } from './clock';
import type { Outbox, SandboxLog } from './outbox';
import { SandboxError } from './sandbox-error';
import { sandboxStore, type SandboxStore, type Stored } from './store';
import type { EventType, PaymentEvent } from './stripe-shape';
import type { SandboxUrls } from './urls';

/** What every part of one sandbox shares: its database, clock, addresses and outbox. */
export interface SandboxContext {
  db: Db;
  /** Our server's public address: the sandbox's pages live under it. */
  baseUrl: string;
  now: () => Date;
  url: SandboxUrls;
  outbox: Outbox;
  log?: SandboxLog;
}

/** One change to a customer's objects: its store, the customer (locked), its clock, its events. */
export interface Scope {
  store: SandboxStore;
  customer: Stored<'customer'>;
  /** The customer's sandbox time (real time plus what its test clock was advanced). */
  at: Date;
  url: SandboxUrls;
  emit(type: EventType, object: PaymentEvent['data']['object'], when?: Date): void;
}

/** Runs `work` with the customer locked, then queues the events it emitted. */
export async function withCustomer<T>(
  ctx: SandboxContext,
  customerId: string,
  work: (scope: Scope) => Promise<T>,
) {
  const events: PaymentEvent[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const store = sandboxStore(tx);
    const customer = await store.lockCustomer(customerId);
    if (!customer) throw new SandboxError('resource_missing', `No such customer: ${customerId}`);
    const at = shift(ctx.now(), customer.data.offsetMs);
    return work({
      store,
      customer,
      at,
      url: ctx.url,
      emit(type, object, when = at) {
        events.push({
          id: `evt_${randomBase62(24)}`,
          type,
          created: Math.floor(when.getTime() / 1000),
          livemode: false,
          data: { object },
        });
      },
    });
  });
  ctx.outbox.enqueue(customerId, events);
  return result;
}

/** The customer's id for an object (read without a lock; the object's customer never changes). */
export async function customerOf(
  ctx: SandboxContext,
  kind: 'subscription' | 'invoice' | 'setup_intent',
  id: string,
) {
  const object = await sandboxStore(ctx.db).get(kind, id);
  if (!object?.customerId) throw new SandboxError('resource_missing', `No such ${kind}: ${id}`);
  return object.customerId;
}

export async function mustGet<K extends 'subscription' | 'invoice' | 'setup_intent'>(
  scope: Scope,
  kind: K,
  id: string,
) {
  const object = await scope.store.get(kind, id);
  if (!object) throw new SandboxError('resource_missing', `No such ${kind}: ${id}`);
  return object;
}

export async function cardOf(store: SandboxStore, paymentMethodId: string | null) {
  if (!paymentMethodId) return null;
  return (await store.get('payment_method', paymentMethodId))?.data ?? null;
}
