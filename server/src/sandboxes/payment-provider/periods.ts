import type { Cycle } from '../../domain/billing/provider';
import type { Stored } from './store';

export const DAY_MS = 86_400_000;

/**
 * The end of the n-th period from an anchor: n calendar months (or years) later, the day
 * clamped to the month's last one (31 January + 1 month = 28/29 February, + 2 = 31 March),
 * so periods counted from their anchor never drift.
 */
export function addCycles(anchor: Date, cycle: Cycle, count: number): Date {
  const months = cycle === 'yearly' ? 12 * count : count;
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(anchor.getTime());
  result.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return result;
}

/** Days after a renewal fails on which the processor charges the invoice again; then unpaid. */
export const RETRY_DAYS = [3, 5, 7] as const;

/** When the subscription's failed renewal is charged again, if it still will be. */
export const nextAttempt = (subscription: Stored<'subscription'> | null) => {
  const retry = subscription?.data.retry;
  const days = retry ? RETRY_DAYS[retry.retries] : undefined;
  return retry && days !== undefined
    ? new Date(new Date(retry.failedAt).getTime() + days * DAY_MS)
    : null;
};
