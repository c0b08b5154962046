import type { PaymentEvent } from './stripe-shape';

/** Sends one event to our webhook as the processor would (signed, retried); resolves when done. */
export type Deliver = (event: PaymentEvent) => Promise<void>;

export interface SandboxLog {
  warn(object: object, message: string): void;
}

/**
 * The sandbox's outgoing webhooks and background work: events leave per customer in order,
 * after a delay, and tests can wait for everything in flight (`settled`) or drop it (`close`).
 */
export function createOutbox({
  deliver,
  deliveryDelayMs,
  log,
}: {
  deliver: Deliver;
  deliveryDelayMs: number;
  log?: SandboxLog;
}) {
  const queues = new Map<string, Promise<void>>();
  const pending = new Set<Promise<unknown>>();
  const timers = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    void promise.then(
      () => pending.delete(promise),
      () => pending.delete(promise),
    );
    return promise;
  };

  // Always a timer, even at 0 ms: events leave after the call that caused them has returned.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });

  return {
    /** Counts the work in until it ends, for `settled`. */
    track,

    get closed() {
      return closed;
    },

    /** Delivers the customer's events after those already queued for it, one at a time. */
    enqueue(customerId: string, events: PaymentEvent[]) {
      if (events.length === 0 || closed) return;
      const previous = queues.get(customerId) ?? Promise.resolve();
      const run = previous.then(async () => {
        for (const event of events) {
          await sleep(deliveryDelayMs);
          if (closed) return;
          try {
            await deliver(event);
          } catch (error) {
            log?.warn({ err: error, event: event.id }, 'payment webhook delivery failed');
          }
        }
      });
      queues.set(customerId, run);
      void track(run).finally(() => {
        if (queues.get(customerId) === run) queues.delete(customerId);
      });
    },

    /** Resolves once every queued delivery and clock run has finished (tests). */
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },

    close() {
      closed = true;
      // Waiting deliveries end at once (and send nothing), so settled() cannot hang on them.
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
