import type { components } from '../../../../openapi/schema.gen';
import { toMajor } from './money';
import { addPeriod, remainingOf } from './periods';
import type { Currency, Cycle, InvoiceDraft } from './provider';

/** A plan bought in a currency and cycle for a number of seats, at its per-seat price. */
export interface Offer {
  plan: string;
  cycle: Cycle;
  currency: Currency;
  seats: number;
  perSeatMinor: number;
}

/** The subscription running now: its offer and its current period. */
export interface Running extends Offer {
  periodStart: Date;
  periodEnd: Date;
}

/** What each invoice takes off and adds: the discount percent and the tax in basis points. */
export interface Adjustments {
  discountPercent: number;
  taxRateBp: number;
}

/** round(numerator / denominator), halves up, in integers (amounts are non-negative). */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

const fullPriceOf = (offer: Offer) => offer.perSeatMinor * offer.seats;

const describe = (offer: Offer) =>
  `${offer.plan}, ${offer.cycle}, ${offer.seats} seat${offer.seats === 1 ? '' : 's'}`;

/**
 * An invoice from its lines: the subtotal never below 0, then the discount (percent of the
 * subtotal), then tax on what is left — each rounded half up in the minor unit.
 */
export function draftInvoice(input: {
  currency: Currency;
  lines: InvoiceDraft['lines'];
  adjustments: Adjustments;
  periodStart: Date;
  periodEnd: Date;
}): InvoiceDraft {
  const { discountPercent, taxRateBp } = input.adjustments;
  const subtotalMinor = Math.max(
    0,
    input.lines.reduce((sum, line) => sum + line.amountMinor, 0),
  );
  const discountMinor = roundHalfUp(subtotalMinor * discountPercent, 100);
  const taxMinor = roundHalfUp((subtotalMinor - discountMinor) * taxRateBp, 10_000);
  return {
    currency: input.currency,
    lines: input.lines,
    subtotalMinor,
    discountMinor,
    taxMinor,
    totalMinor: subtotalMinor - discountMinor + taxMinor,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
  };
}

/** The invoice of one whole period of `offer` starting at `start`. */
export function periodInvoice(offer: Offer, start: Date, adjustments: Adjustments): InvoiceDraft {
  return draftInvoice({
    currency: offer.currency,
    lines: [{ description: describe(offer), amountMinor: fullPriceOf(offer) }],
    adjustments,
    periodStart: start,
    periodEnd: addPeriod(start, offer.cycle),
  });
}

/**
 * How a plan change is carried out (i22 billing rules):
 * - start: no running subscription — a whole first period from now;
 * - upgrade: a higher full-period price — a new period from now, less the unused old period;
 * - schedule: a lower or equal price — the next plan from the period's end, nothing charged;
 * - keep: the running plan, cycle and seats — clears a scheduled change or cancellation.
 */
export type ChangeKind = 'start' | 'upgrade' | 'schedule' | 'keep';

export interface ChangeQuote {
  kind: ChangeKind;
  /** What is charged now (all zero for schedule and keep). */
  invoice: InvoiceDraft;
  /** When the new plan takes effect. */
  startsAt: Date;
  /** The end of the period the charge pays for: the next renewal. */
  periodEnd: Date;
  /** What each renewal of the new terms charges (standing discounts only). */
  renewal: InvoiceDraft;
}

const sameOffer = (a: Offer, b: Offer) =>
  a.plan === b.plan && a.cycle === b.cycle && a.seats === b.seats && a.currency === b.currency;

export function quoteChange(input: {
  target: Offer;
  running: Running | null;
  now: Date;
  /** For the invoice charged now (a promo or referral code, or a standing discount). */
  adjustments: Adjustments;
  /** For renewals (standing discounts only). */
  renewalAdjustments: Adjustments;
}): ChangeQuote {
  const { target, running, now, adjustments, renewalAdjustments } = input;
  if (!running) {
    const invoice = periodInvoice(target, now, adjustments);
    return {
      kind: 'start',
      invoice,
      startsAt: now,
      periodEnd: invoice.periodEnd,
      renewal: periodInvoice(target, invoice.periodEnd, renewalAdjustments),
    };
  }
  if (fullPriceOf(target) <= fullPriceOf(running)) {
    const end = running.periodEnd;
    return {
      kind: sameOffer(target, running) ? 'keep' : 'schedule',
      invoice: draftInvoice({
        currency: target.currency,
        lines: [],
        adjustments,
        periodStart: end,
        periodEnd: end,
      }),
      startsAt: sameOffer(target, running) ? now : end,
      periodEnd: end,
      renewal: periodInvoice(target, end, renewalAdjustments),
    };
  }
  const { daysLeft, daysInPeriod } = remainingOf(
    { start: running.periodStart, end: running.periodEnd },
    now,
  );
  const periodEnd = addPeriod(now, target.cycle);
  const credit = roundHalfUp(fullPriceOf(running) * daysLeft, daysInPeriod);
  const invoice = draftInvoice({
    currency: target.currency,
    lines: [
      { description: describe(target), amountMinor: fullPriceOf(target) },
      {
        description: `Unused time on ${describe(running)} (${daysLeft} of ${daysInPeriod} days)`,
        amountMinor: -credit,
      },
    ],
    adjustments,
    periodStart: now,
    periodEnd,
  });
  return {
    kind: 'upgrade',
    invoice,
    startsAt: now,
    periodEnd,
    renewal: periodInvoice(target, periodEnd, renewalAdjustments),
  };
}

export interface SeatsQuote {
  /** The prorated charge for added seats, or null when seats go down (no charge, no refund). */
  invoice: InvoiceDraft | null;
  renewal: InvoiceDraft;
}

/** A seat change within the running period, as of `at` (the accepted preview's instant). */
export function quoteSeats(input: {
  running: Running;
  seats: number;
  at: Date;
  adjustments: Adjustments;
}): SeatsQuote {
  const { running, seats, at, adjustments } = input;
  const next: Offer = { ...running, seats };
  const renewal = periodInvoice(next, running.periodEnd, adjustments);
  const added = seats - running.seats;
  if (added <= 0) return { invoice: null, renewal };
  const { daysLeft, daysInPeriod } = remainingOf(
    { start: running.periodStart, end: running.periodEnd },
    at,
  );
  const invoice = draftInvoice({
    currency: running.currency,
    lines: [
      {
        description: `${added} added seat${added === 1 ? '' : 's'} on ${running.plan}, ${running.cycle} (${daysLeft} of ${daysInPeriod} days)`,
        amountMinor: roundHalfUp(running.perSeatMinor * added * daysLeft, daysInPeriod),
      },
    ],
    adjustments,
    periodStart: at,
    periodEnd: running.periodEnd,
  });
  return { invoice, renewal };
}

/** A draft as the contract's UpgradePreview (major units). */
export function previewOf(
  invoice: InvoiceDraft,
  { seats, startsAt, nextBillingAt }: { seats: number; startsAt: Date; nextBillingAt: Date | null },
): components['schemas']['UpgradePreview'] {
  return {
    currency: invoice.currency,
    amountSeats: seats,
    subtotal: toMajor(invoice.subtotalMinor),
    discount: toMajor(invoice.discountMinor),
    tax: toMajor(invoice.taxMinor),
    total: toMajor(invoice.totalMinor),
    startsAt: startsAt.toISOString(),
    nextBillingAt: nextBillingAt?.toISOString() ?? null,
  };
}
