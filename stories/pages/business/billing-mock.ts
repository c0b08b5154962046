import { http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import type { components } from '../../../openapi/schema.gen';
import { countryList } from '../../../src/features/shell';
import { BUSINESS } from './members-mock';

type Subscription = components['schemas']['Subscription'];
type PricePlan = components['schemas']['PricePlan'];
type Invoice = components['schemas']['Invoice'];
type BillingView = components['schemas']['BillingView'];

/** The stories' clock: the trial's days are counted from here. */
export const NOW = new Date('2026-11-26T12:00:00.000Z');
export const countries = countryList('en-gb', 'CH');
/** Where the page would leave for a provider's page: caught, so the story stays. */
export const leave = fn();

const licences: PricePlan['licenses'] = {
  idents: {
    eidas: { payForMembers: true, payForInvitations: false },
    zertes: { payForMembers: true, payForInvitations: false },
  },
};

export const plans: components['schemas']['PricePlans'] = {
  plans: [
    {
      name: 'team',
      minSeats: 2,
      trialDays: 14,
      prices: [
        { currency: 'CHF', cycle: 'monthly', perSeat: 30 },
        { currency: 'CHF', cycle: 'yearly', perSeat: 300 },
        { currency: 'EUR', cycle: 'monthly', perSeat: 28 },
        { currency: 'EUR', cycle: 'yearly', perSeat: 280 },
      ],
    },
    {
      name: 'pro',
      minSeats: 3,
      trialDays: 14,
      prices: [
        { currency: 'CHF', cycle: 'monthly', perSeat: 45 },
        { currency: 'CHF', cycle: 'yearly', perSeat: 450 },
      ],
    },
  ],
};

/** A paying team on a monthly plan: 5 seats, 4 taken, a Visa card. */
export const active: Subscription = {
  pricePlan: {
    name: 'team',
    licenses: licences,
    current: {
      base: {
        type: 'team',
        startAt: '2026-11-10T09:00:00.000Z',
        endAt: '2026-12-10T09:00:00.000Z',
      },
    },
    next: null,
    discounts: [],
  },
  paymentMethod: 'STRIPE',
  status: 'active',
  cycle: 'monthly',
  currency: 'CHF',
  seats: { total: 5, used: 4, minimum: 2 },
  currentPeriodStart: '2026-11-10T09:00:00.000Z',
  currentPeriodEnd: '2026-12-10T09:00:00.000Z',
  card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029 },
  trialEndsAt: null,
};

const withPlan = (patch: Partial<PricePlan>): Subscription => ({
  ...active,
  pricePlan: { ...active.pricePlan, ...patch },
});

export const subscriptions = {
  trial: {
    ...active,
    pricePlan: {
      ...active.pricePlan,
      current: { base: { type: 'team', startAt: '2026-11-20T09:00:00.000Z', endAt: null } },
    },
    paymentMethod: 'TRIALING',
    status: null,
    cycle: null,
    seats: { total: 5, used: 2, minimum: 2 },
    currentPeriodStart: null,
    currentPeriodEnd: null,
    card: null,
    trialEndsAt: '2026-12-04T09:00:00.000Z',
  },
  active,
  yearlyWithDiscount: {
    ...withPlan({
      name: 'pro',
      current: {
        base: {
          type: 'pro',
          startAt: '2026-03-01T00:00:00.000Z',
          endAt: '2027-03-01T00:00:00.000Z',
        },
      },
      discounts: [
        {
          promoCode: 'SMG_PARTNER',
          type: 'smg_partner_15',
          status: 'ACTIVE',
          expiresAt: null,
        },
        {
          promoCode: 'WELCOME20',
          type: 'percent_20',
          status: 'USED_UP',
          expiresAt: '2027-12-31T23:59:59.000Z',
        },
      ],
    }),
    cycle: 'yearly',
    seats: { total: 12, used: 9, minimum: 3 },
    currentPeriodStart: '2026-03-01T00:00:00.000Z',
    currentPeriodEnd: '2027-03-01T00:00:00.000Z',
    card: { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2028 },
  },
  cancelling: withPlan({
    next: { base: { type: 'CANCELED', startAt: '2026-12-10T09:00:00.000Z' } },
  }),
  pastDue: { ...active, status: 'past_due' },
  blocked: { ...active, paymentMethod: 'BLOCKED', status: 'unpaid' },
  cancelled: {
    ...withPlan({
      name: 'CANCELED',
      current: { base: { type: 'CANCELED', startAt: '2026-11-10T09:00:00.000Z', endAt: null } },
    }),
    status: 'canceled',
    currentPeriodStart: null,
    currentPeriodEnd: null,
  },
  manual: {
    ...withPlan({
      name: 'ent_standard',
      current: { base: { type: 'ent_standard', startAt: '2026-01-01T00:00:00.000Z', endAt: null } },
    }),
    paymentMethod: 'MANUAL',
    status: null,
    cycle: null,
    seats: { total: 40, used: 31, minimum: 10 },
    currentPeriodStart: null,
    currentPeriodEnd: null,
    card: null,
  },
  noCard: { ...active, card: null },
} satisfies Record<string, Subscription>;

export const billing: BillingView = {
  address1: 'Bahnhofstrasse 12',
  address2: 'Postfach',
  city: 'Zürich',
  postalCode: '8001',
  country: 'CH',
  vat: 'CHE-123.456.789 MWST',
  currency: 'CHF',
  paymentMethod: 'STRIPE',
  stripeSubscriptionStatus: 'active',
};

export const invoices: Invoice[] = [
  {
    id: 'in_3',
    number: 'PRH-2026-0311',
    status: 'open',
    currency: 'CHF',
    subtotal: 150,
    discount: 0,
    tax: 12.15,
    total: 162.15,
    periodStart: '2026-11-10T09:00:00.000Z',
    periodEnd: '2026-12-10T09:00:00.000Z',
    createdAt: '2026-11-10T09:00:00.000Z',
    url: 'https://pay.example/invoices/in_3',
  },
  {
    id: 'in_2',
    number: 'PRH-2026-0254',
    status: 'paid',
    currency: 'CHF',
    subtotal: 150,
    discount: 30,
    tax: 9.72,
    total: 129.72,
    periodStart: '2026-10-10T09:00:00.000Z',
    periodEnd: '2026-11-10T09:00:00.000Z',
    createdAt: '2026-10-10T09:00:00.000Z',
    url: 'https://pay.example/invoices/in_2',
  },
];

export const usage: components['schemas']['Usage'] = {
  periodStart: '2026-11-10T09:00:00.000Z',
  periodEnd: '2026-12-10T09:00:00.000Z',
  seats: { total: 5, used: 4 },
  signatures: { ses: 128, aes: 42, qes: 7 },
  identifications: { eidas: 3, zertes: 5 },
};

const base = `*/v2/businesses/${BUSINESS}`;

/** Every read of the page, with the subscription given. */
export function billingHandlers(
  subscription: Subscription,
  { invoiceList = invoices, view = billing }: { invoiceList?: Invoice[]; view?: BillingView } = {},
) {
  return [
    http.get('*/v2/businesses/price_plans', () => HttpResponse.json(plans)),
    http.get(`${base}/subscriptions`, () => HttpResponse.json(subscription)),
    http.get(`${base}/billing`, () => HttpResponse.json(view)),
    http.get(`${base}/subscriptions/invoices`, () => HttpResponse.json({ invoices: invoiceList })),
    http.get(`${base}/subscriptions/usage`, () =>
      HttpResponse.json({
        ...usage,
        seats: { total: subscription.seats.total, used: subscription.seats.used },
      }),
    ),
    http.get(`${base}/subscriptions/coupons/referral_code`, () =>
      HttpResponse.json({ referralCode: 'ACME-7QK2' }),
    ),
  ];
}

/** A seats preview as the server answers it: CHF 30 per seat for the 14 of 30 days left. */
export function seatsPreview(seats: number, from: number, startsAt = '2026-11-26T12:00:00.000Z') {
  const subtotal = Math.round(30 * (seats - from) * (14 / 30) * 100) / 100;
  const tax = Math.round(subtotal * 0.081 * 100) / 100;
  return {
    currency: 'CHF' as const,
    amountSeats: seats,
    subtotal,
    discount: 0,
    tax,
    total: Math.round((subtotal + tax) * 100) / 100,
    startsAt,
    nextBillingAt: '2026-12-10T09:00:00.000Z',
  };
}
