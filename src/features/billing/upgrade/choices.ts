import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type PlanOffer = Schemas['PlanOffer'];
export type Currency = Schemas['Currency'];
export type Cycle = Schemas['Cycle'];
export type PricePlanRequest = Schemas['PricePlanRequest'];

/** What the person chose on the upgrade page; the preview and the payment send exactly this. */
export interface Choices {
  plan: string;
  cycle: Cycle;
  seats: number;
  currency: Currency;
  promoCode: string | null;
  referralCode: string | null;
}

/** The contract's ceiling (PricePlanRequest.amountSeats); a plan offer names no maximum. */
export const MAX_SEATS = 10000;

/** The per-seat price of a plan for a currency and cycle; null when the plan has none. */
export function perSeat(offer: PlanOffer, currency: Currency, cycle: Cycle): number | null {
  return offer.prices.find((p) => p.currency === currency && p.cycle === cycle)?.perSeat ?? null;
}

/** What a year costs less when paid yearly, in whole percent; null without both prices. */
export function yearlySaving(offer: PlanOffer, currency: Currency): number | null {
  const monthly = perSeat(offer, currency, 'monthly');
  const yearly = perSeat(offer, currency, 'yearly');
  if (monthly === null || yearly === null || monthly === 0) return null;
  const saving = Math.round((1 - yearly / (monthly * 12)) * 100);
  return saving > 0 ? saving : null;
}

/** The best saving among the plans, for the cycle toggle's label. */
export function bestYearlySaving(offers: readonly PlanOffer[], currency: Currency): number | null {
  const savings = offers.map((o) => yearlySaving(o, currency)).filter((s) => s !== null);
  return savings.length > 0 ? Math.max(...savings) : null;
}

export const clampSeats = (seats: number, offer: PlanOffer) =>
  Math.min(MAX_SEATS, Math.max(offer.minSeats, Math.round(Number.isFinite(seats) ? seats : 0)));

/** A plan chosen: the seats rise to its minimum when they were fewer. */
export function withPlan(choices: Choices, offer: PlanOffer): Choices {
  return { ...choices, plan: offer.name, seats: clampSeats(choices.seats, offer) };
}

export interface Preselection {
  plan?: string;
  cycle?: Cycle;
  seats?: number;
}

export interface Starting {
  currency: Currency;
  /** The business's running plan, cycle and seats (an admin's page); null for a free user. */
  current?: { plan: string; cycle: Cycle | null; seats: number } | null;
  referralCode?: string | null;
}

// The plan a page opens on when nothing names one: the team plan, which most businesses buy.
const DEFAULT_PLAN = 'team';

/**
 * The choices a page opens with: the link's plan, cycle and seats (the fair-flat migration
 * dialog links with them), else the business's current ones, else the team plan yearly at its
 * minimum seats. A plan not on offer is ignored; the seats always fit the plan.
 */
export function initialChoices(
  offers: readonly PlanOffer[],
  pre: Preselection,
  { currency, current = null, referralCode = null }: Starting,
): Choices | null {
  const find = (name?: string) => offers.find((o) => o.name === name);
  const offer = find(pre.plan) ?? find(current?.plan) ?? find(DEFAULT_PLAN) ?? offers[0];
  if (!offer) return null;
  return {
    plan: offer.name,
    cycle: pre.cycle ?? current?.cycle ?? 'yearly',
    seats: clampSeats(pre.seats ?? current?.seats ?? offer.minSeats, offer),
    currency,
    promoCode: null,
    referralCode,
  };
}

/** The contract's PricePlanRequest of these choices (codes only when there are some). */
export function planRequest(choices: Choices): PricePlanRequest {
  return {
    plan: choices.plan,
    cycle: choices.cycle,
    amountSeats: choices.seats,
    currency: choices.currency,
    ...(choices.promoCode ? { promoCode: choices.promoCode } : {}),
    ...(choices.referralCode ? { referralCode: choices.referralCode } : {}),
  };
}
