import { describe, expect, it } from 'vitest';
import {
  draftInvoice,
  previewOf,
  quoteChange,
  quoteSeats,
  roundHalfUp,
  type Offer,
  type Running,
} from '../../src/domain/billing/pricing';

const at = (iso: string) => new Date(iso);
const NONE = { discountPercent: 0, taxRateBp: 0 };
const CH = { discountPercent: 0, taxRateBp: 810 };
const totals = ({
  subtotalMinor,
  discountMinor,
  taxMinor,
  totalMinor,
}: Record<string, unknown>) => ({
  subtotalMinor,
  discountMinor,
  taxMinor,
  totalMinor,
});

const team = (seats: number, cycle: 'monthly' | 'yearly' = 'monthly'): Offer => ({
  plan: 'team',
  cycle,
  currency: 'CHF',
  seats,
  perSeatMinor: cycle === 'monthly' ? 2900 : 29000,
});
const pro = (seats: number, cycle: 'monthly' | 'yearly' = 'monthly'): Offer => ({
  plan: 'pro',
  cycle,
  currency: 'CHF',
  seats,
  perSeatMinor: cycle === 'monthly' ? 4900 : 49000,
});
// A monthly period of 30 days: November 2026.
const running = (offer: Offer): Running => ({
  ...offer,
  periodStart: at('2026-11-01T00:00:00.000Z'),
  periodEnd: at('2026-12-01T00:00:00.000Z'),
});

describe('rounding half up', () => {
  it.each([
    [5, 10, 1], // 0.5 → 1
    [4, 10, 0],
    [15, 10, 2], // 1.5 → 2
    [25, 10, 3], // 2.5 → 3 (not banker's 2)
    [14, 10, 1],
    [0, 7, 0],
    [2349 * 810, 10_000, 190], // 190.269
    [1000 * 810, 10_000, 81],
    [125 * 20, 100, 25],
  ])('%i / %i → %i', (n, d, r) => {
    expect(roundHalfUp(n, d)).toBe(r);
  });
});

describe('an invoice draft', () => {
  const period = { periodStart: at('2026-11-20T00:00:00Z'), periodEnd: at('2026-12-20T00:00:00Z') };
  it.each([
    // lines, discount %, tax bp → subtotal, discount, tax, total
    [[14500], 0, 0, [14500, 0, 0, 14500]],
    [[14500], 0, 810, [14500, 0, 1175, 15675]], // 1174.5 → 1175
    [[14500], 20, 810, [14500, 2900, 940, 12540]], // tax on the discounted amount
    [[14500], 20, 1900, [14500, 2900, 2204, 13804]],
    [[14500], 10, 0, [14500, 1450, 0, 13050]],
    [[333], 15, 810, [333, 50, 23, 306]], // 49.95 → 50; 22.63 → 23
    [[5800, -9000], 20, 810, [0, 0, 0, 0]], // a credit larger than the charge: 0, not negative
    [[], 20, 810, [0, 0, 0, 0]],
    [[9900, -2900], 0, 810, [7000, 0, 567, 7567]],
  ])('lines %j, %i %%, %i bp', (lines, discountPercent, taxRateBp, [s, d, t, total]) => {
    const draft = draftInvoice({
      currency: 'CHF',
      lines: lines.map((amountMinor) => ({ description: 'x', amountMinor })),
      adjustments: { discountPercent, taxRateBp },
      ...period,
    });
    expect(totals({ ...draft })).toEqual({
      subtotalMinor: s,
      discountMinor: d,
      taxMinor: t,
      totalMinor: total,
    });
  });
});

describe('a plan change', () => {
  it('without a running subscription starts a whole period now', () => {
    const now = at('2026-11-20T09:00:00.000Z');
    const quote = quoteChange({
      target: team(5, 'yearly'),
      running: null,
      now,
      adjustments: { discountPercent: 20, taxRateBp: 810 },
      renewalAdjustments: CH,
    });
    expect(quote.kind).toBe('start');
    expect(quote.startsAt).toEqual(now);
    expect(quote.periodEnd.toISOString()).toBe('2027-11-20T09:00:00.000Z');
    // 5 × 290.00 = 1450.00, −20 % = 1160.00, +8.1 % = 93.96
    expect(totals({ ...quote.invoice })).toEqual({
      subtotalMinor: 145000,
      discountMinor: 29000,
      taxMinor: 9396,
      totalMinor: 125396,
    });
    // Renewals carry no first-invoice promo.
    expect(quote.renewal.totalMinor).toBe(145000 + 11745);
    expect(quote.renewal.periodStart).toEqual(quote.periodEnd);
  });

  it.each([
    // target, at, credit days left → subtotal
    ['more seats', team(5), '2026-11-16T08:00:00.000Z', 15, 5 * 2900 - (2 * 2900 * 15) / 30],
    ['a dearer plan', pro(2), '2026-11-16T08:00:00.000Z', 15, 2 * 4900 - 2900],
    ['a dearer plan on the first day', pro(2), '2026-11-01T00:00:00.000Z', 30, 2 * 4900 - 5800],
    ['a dearer plan on the last day', pro(2), '2026-11-30T20:00:00.000Z', 1, 9800 - 193], // 193.33
    ['monthly to yearly', team(2, 'yearly'), '2026-11-21T00:00:00.000Z', 10, 58000 - 1933], // 1933.3
  ])('to %s is charged now, less the unused old period', (_, target, now, daysLeft, subtotal) => {
    const quote = quoteChange({
      target,
      running: running(team(2)),
      now: at(now),
      adjustments: NONE,
      renewalAdjustments: NONE,
    });
    expect(quote.kind).toBe('upgrade');
    expect(quote.invoice.subtotalMinor).toBe(subtotal);
    expect(quote.invoice.lines[1]?.description).toContain(`${daysLeft} of 30 days`);
    expect(quote.startsAt).toEqual(at(now));
    expect(quote.invoice.periodStart).toEqual(at(now));
    expect(quote.periodEnd.getTime()).toBeGreaterThan(at(now).getTime());
  });

  it('never charges below 0 when the credit exceeds the new price', () => {
    // yearly 2 seats (580.00) credited on day one, moving to monthly pro 20 seats (980.00) is
    // dearer per period; a cheaper period price would be scheduled instead.
    const yearly: Running = {
      ...team(2, 'yearly'),
      periodStart: at('2026-11-01T00:00:00.000Z'),
      periodEnd: at('2027-11-01T00:00:00.000Z'),
    };
    const quote = quoteChange({
      target: pro(13),
      running: yearly,
      now: at('2026-11-01T00:00:00.000Z'),
      adjustments: { discountPercent: 0, taxRateBp: 810 },
      renewalAdjustments: NONE,
    });
    expect(quote.kind).toBe('upgrade');
    expect(totals({ ...quote.invoice })).toEqual({
      subtotalMinor: 63700 - 58000,
      discountMinor: 0,
      taxMinor: 462, // 461.7
      totalMinor: 5700 + 462,
    });
  });

  it.each([
    ['fewer seats', team(1)],
    ['a cheaper plan', { ...pro(2), perSeatMinor: 1900, plan: 'individual' }],
    ['yearly to monthly', team(2)],
  ])('to %s is scheduled for the period end and charges nothing', (_, target) => {
    const yearly: Running = {
      ...team(2, 'yearly'),
      periodStart: at('2026-11-01T00:00:00.000Z'),
      periodEnd: at('2027-11-01T00:00:00.000Z'),
    };
    const current = target.cycle === 'monthly' && target.seats === 2 ? yearly : running(team(2));
    const quote = quoteChange({
      target,
      running: current,
      now: at('2026-11-16T00:00:00.000Z'),
      adjustments: { discountPercent: 20, taxRateBp: 810 },
      renewalAdjustments: CH,
    });
    expect(quote.kind).toBe('schedule');
    expect(quote.invoice.totalMinor).toBe(0);
    expect(quote.startsAt).toEqual(current.periodEnd);
    expect(quote.renewal.subtotalMinor).toBe(target.perSeatMinor * target.seats);
  });

  it('to the running plan, cycle and seats keeps it (revokes a cancellation) for nothing', () => {
    const now = at('2026-11-16T00:00:00.000Z');
    const quote = quoteChange({
      target: team(2),
      running: running(team(2)),
      now,
      adjustments: CH,
      renewalAdjustments: CH,
    });
    expect(quote.kind).toBe('keep');
    expect(quote.invoice.totalMinor).toBe(0);
    expect(quote.startsAt).toEqual(now);
    expect(quote.periodEnd).toEqual(at('2026-12-01T00:00:00.000Z'));
  });

  it('prices a preview and a confirmation later the same day alike', () => {
    const quoteAt = (now: string) =>
      quoteChange({
        target: pro(3),
        running: running(team(2)),
        now: at(now),
        adjustments: { discountPercent: 20, taxRateBp: 1900 },
        renewalAdjustments: NONE,
      }).invoice.totalMinor;
    expect(quoteAt('2026-11-16T08:00:00.000Z')).toBe(quoteAt('2026-11-16T08:09:59.000Z'));
  });
});

describe('a seat change', () => {
  it.each([
    // seats, at, charged subtotal (null: nothing charged)
    [5, '2026-11-16T10:00:00.000Z', (3 * 2900 * 15) / 30],
    [3, '2026-11-01T00:00:00.000Z', 2900],
    [3, '2026-11-30T23:00:00.000Z', 97], // 96.67
    [4, '2026-11-21T00:00:00.000Z', 1933], // 1933.3
    [2, '2026-11-16T10:00:00.000Z', null], // unchanged
    [1, '2026-11-16T10:00:00.000Z', null], // fewer: no charge, no refund
  ])('to %i seats at %s charges %j', (seats, when, subtotal) => {
    const quote = quoteSeats({
      running: running(team(2)),
      seats,
      at: at(when),
      adjustments: NONE,
    });
    expect(quote.invoice?.subtotalMinor ?? null).toBe(subtotal);
    expect(quote.renewal.subtotalMinor).toBe(seats * 2900);
    expect(quote.renewal.periodStart).toEqual(at('2026-12-01T00:00:00.000Z'));
  });

  it('discounts and taxes the added seats', () => {
    const quote = quoteSeats({
      running: running(team(2)),
      seats: 5,
      at: at('2026-11-16T10:00:00.000Z'),
      adjustments: { discountPercent: 15, taxRateBp: 810 },
    });
    // 4350.00 − 15 % (652.50) = 3697.50 + 8.1 % (299.50)
    expect(totals({ ...quote.invoice })).toEqual({
      subtotalMinor: 4350,
      discountMinor: 653,
      taxMinor: 299,
      totalMinor: 4350 - 653 + 299,
    });
  });
});

describe('a preview in major units', () => {
  it('shows the draft with 2 decimals and its dates', () => {
    const draft = draftInvoice({
      currency: 'EUR',
      lines: [{ description: 'x', amountMinor: 14500 }],
      adjustments: { discountPercent: 20, taxRateBp: 1900 },
      periodStart: at('2026-11-20T00:00:00Z'),
      periodEnd: at('2026-12-20T00:00:00Z'),
    });
    expect(
      previewOf(draft, {
        seats: 5,
        startsAt: at('2026-11-20T00:00:00Z'),
        nextBillingAt: at('2026-12-20T00:00:00Z'),
      }),
    ).toEqual({
      currency: 'EUR',
      amountSeats: 5,
      subtotal: 145,
      discount: 29,
      tax: 22.04,
      total: 138.04,
      startsAt: '2026-11-20T00:00:00.000Z',
      nextBillingAt: '2026-12-20T00:00:00.000Z',
    });
  });
});
