import type { InvoiceDraft, SubscriptionTerms } from '../../domain/billing/provider';
import { toStoredDraft, type SubscriptionData } from './store';

// A customer's test clock runs `offsetMs` ahead of real time: dates our server sends in real
// time are moved onto that clock before they are stored.

export const shift = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);

export const shiftDraft = (draft: InvoiceDraft, offsetMs: number): InvoiceDraft => ({
  ...draft,
  periodStart: shift(draft.periodStart, offsetMs),
  periodEnd: shift(draft.periodEnd, offsetMs),
});

export const storedTerms = (
  terms: SubscriptionTerms,
  offsetMs: number,
): SubscriptionData['terms'] => ({
  plan: terms.plan,
  cycle: terms.cycle,
  currency: terms.currency,
  seats: terms.seats,
  renewal: toStoredDraft(shiftDraft(terms.renewal, offsetMs)),
});
