import { describe, expect, it } from 'vitest';
import {
  bestYearlySaving,
  initialChoices,
  perSeat,
  planRequest,
  withPlan,
  yearlySaving,
  type Choices,
  type PlanOffer,
} from './choices';

const offer = (name: string, minSeats: number, monthly: number, yearly: number): PlanOffer => ({
  name,
  minSeats,
  trialDays: 14,
  prices: [
    { currency: 'CHF', cycle: 'monthly', perSeat: monthly },
    { currency: 'CHF', cycle: 'yearly', perSeat: yearly },
  ],
});
const individual = offer('individual', 1, 10, 100);
const team = offer('team', 2, 30, 300);
const pro = offer('pro', 5, 50, 600);
const offers = [individual, team, pro];

describe('perSeat and the yearly saving', () => {
  it.each([
    [team, 'CHF', 'monthly', 30],
    [team, 'CHF', 'yearly', 300],
    [team, 'EUR', 'monthly', null],
  ] as const)('%s in %s %s costs %s a seat', (plan, currency, cycle, price) => {
    expect(perSeat(plan, currency, cycle)).toBe(price);
  });

  it.each([
    [team, 17], // 300 instead of 360
    [individual, 17],
    [pro, null], // yearly is no cheaper
    [offer('x', 1, 0, 0), null],
  ] as const)('%o saves %s %', (plan, saving) => {
    expect(yearlySaving(plan, 'CHF')).toBe(saving);
  });

  it('names the best saving of the offers, or none', () => {
    expect(bestYearlySaving(offers, 'CHF')).toBe(17);
    expect(bestYearlySaving(offers, 'EUR')).toBeNull();
  });
});

describe('initialChoices', () => {
  const start = { currency: 'CHF' as const };
  it.each([
    ['the team plan yearly at its minimum by default', {}, start, ['team', 'yearly', 2]],
    [
      'the link’s plan, cycle and seats',
      { plan: 'pro', cycle: 'monthly', seats: 8 },
      start,
      ['pro', 'monthly', 8],
    ],
    ['seats raised to the plan’s minimum', { plan: 'pro', seats: 2 }, start, ['pro', 'yearly', 5]],
    ['a plan not on offer ignored', { plan: 'fair_flat' }, start, ['team', 'yearly', 2]],
    [
      'the business’s current plan',
      {},
      { ...start, current: { plan: 'pro', cycle: 'monthly', seats: 7 } },
      ['pro', 'monthly', 7],
    ],
    [
      'the link before the current plan',
      { plan: 'team' },
      { ...start, current: { plan: 'pro', cycle: null, seats: 7 } },
      ['team', 'yearly', 7],
    ],
  ] as const)('%s', (_, pre, starting, [plan, cycle, seats]) => {
    expect(initialChoices(offers, pre, starting)).toEqual({
      plan,
      cycle,
      seats,
      currency: 'CHF',
      promoCode: null,
      referralCode: null,
    });
  });

  it('keeps the referral code, and is null without offers', () => {
    expect(initialChoices(offers, {}, { ...start, referralCode: 'ACME-7K2Q' })?.referralCode).toBe(
      'ACME-7K2Q',
    );
    expect(initialChoices([], {}, start)).toBeNull();
  });
});

describe('withPlan and planRequest', () => {
  const choices: Choices = {
    plan: 'team',
    cycle: 'yearly',
    seats: 3,
    currency: 'CHF',
    promoCode: null,
    referralCode: null,
  };
  it.each([
    [pro, 5],
    [individual, 3],
  ])('choosing %o keeps at least its minimum seats', (plan, seats) => {
    expect(withPlan(choices, plan)).toMatchObject({ plan: plan.name, seats });
  });
  it.each([
    [choices, { plan: 'team', cycle: 'yearly', amountSeats: 3, currency: 'CHF' }],
    [
      { ...choices, promoCode: 'WELCOME20', referralCode: 'ACME' },
      {
        plan: 'team',
        cycle: 'yearly',
        amountSeats: 3,
        currency: 'CHF',
        promoCode: 'WELCOME20',
        referralCode: 'ACME',
      },
    ],
  ])('sends %o as %o', (given, request) => {
    expect(planRequest(given)).toEqual(request);
  });
});
