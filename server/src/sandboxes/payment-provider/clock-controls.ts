import { runDue } from './billing-cycle';
import { shift } from './clock';
import { withCustomer, type SandboxContext } from './customer-scope';
import { DAY_MS } from './periods';
import { sandboxStore } from './store';

/** The customers' test clocks: read, moved ahead by tests and the demo, run by real time. */
export function clockControls(ctx: SandboxContext) {
  const { db, now, outbox, log } = ctx;

  function advanceClock(customerId: string, days: number): Promise<{ now: Date }> {
    return outbox.track(
      withCustomer(ctx, customerId, async (scope) => {
        scope.customer.data.offsetMs += Math.round(days * DAY_MS);
        scope.at = shift(now(), scope.customer.data.offsetMs);
        await scope.store.update(scope.customer, scope.at);
        await runDue(scope);
        return { now: scope.at };
      }),
    );
  }

  return {
    /** The customer's sandbox time (its test clock). */
    async customerNow(customerId: string): Promise<Date | null> {
      const customer = await sandboxStore(db).get('customer', customerId);
      return customer ? shift(now(), customer.data.offsetMs) : null;
    },

    /**
     * Moves the customer's test clock `days` ahead and runs what fell due on the way:
     * renewals, retries of failed charges, cancellations at the period's end.
     */
    advanceClock,

    /** The test clocks of every customer with this e-mail; answers the latest time. */
    async advanceClockByEmail(email: string, days: number): Promise<{ now: Date } | null> {
      const ids = await sandboxStore(db).customersByEmail(email);
      let latest: Date | null = null;
      for (const id of ids) {
        const { now: at } = await advanceClock(id, days);
        if (!latest || at > latest) latest = at;
      }
      return latest ? { now: latest } : null;
    },

    /** Real time passed: runs what fell due for every customer (the plugin calls it every minute). */
    tick(): Promise<void> {
      return outbox.track(
        (async () => {
          const ids = await sandboxStore(db).customersWithLiveSubscriptions();
          for (const id of ids) {
            if (outbox.closed) return;
            try {
              await withCustomer(ctx, id, runDue);
            } catch (error) {
              log?.warn({ err: error, customer: id }, 'payment sandbox clock failed');
            }
          }
        })(),
      );
    },
  };
}
