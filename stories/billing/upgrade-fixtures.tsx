import { http, HttpResponse } from 'msw';
import type { components } from '../../openapi/schema.gen';
import type { UpgradePageProps } from '../../src/features/billing';
import { businessCreateOf, CompanyForm } from '../../src/features/business';
import { formatMoney } from '../../src/features/shell';
import { countries, today, trialBusiness } from '../business/fixtures';

type Schemas = components['schemas'];

// The upgrade pages' answers: the four plans on offer, a business's subscription, and the
// price of a choice — all on the business stories' fixed "today".

const offer = (
  name: string,
  minSeats: number,
  trialDays: number,
  chf: [number, number],
  eur: [number, number],
): Schemas['PlanOffer'] => ({
  name,
  minSeats,
  trialDays,
  prices: [
    { currency: 'CHF', cycle: 'monthly', perSeat: chf[0] },
    { currency: 'CHF', cycle: 'yearly', perSeat: chf[1] },
    { currency: 'EUR', cycle: 'monthly', perSeat: eur[0] },
    { currency: 'EUR', cycle: 'yearly', perSeat: eur[1] },
  ],
});

export const plans: Schemas['PricePlans'] = {
  plans: [
    offer('individual', 1, 14, [15, 150], [14, 140]),
    offer('team', 2, 14, [30, 300], [28, 280]),
    offer('pro', 5, 14, [50, 500], [46, 460]),
    offer('scale', 20, 30, [80, 800], [75, 750]),
  ],
};

const inAYear = '2027-11-26T09:00:00.000Z';
const periodEnd = '2026-12-20T09:00:00.000Z';

export const preview: Schemas['UpgradePreview'] = {
  currency: 'CHF',
  amountSeats: 2,
  subtotal: 600,
  discount: 0,
  tax: 48.6,
  total: 648.6,
  startsAt: today.toISOString(),
  nextBillingAt: inAYear,
};

/** A change to a cheaper plan: nothing now, from the period's end. */
export const scheduledPreview: Schemas['UpgradePreview'] = {
  ...preview,
  subtotal: 0,
  tax: 0,
  total: 0,
  startsAt: periodEnd,
  nextBillingAt: periodEnd,
};

const licences: Schemas['PricePlan']['licenses'] = {
  idents: {
    eidas: { payForMembers: true, payForInvitations: false },
    zertes: { payForMembers: true, payForInvitations: false },
  },
};

export const payingBusiness: Schemas['UserBusiness'] = {
  ...trialBusiness,
  paymentMethod: 'STRIPE',
  trialEndsAt: null,
  pricePlan: { name: 'pro', startAt: '2026-10-20T09:00:00.000Z' },
};

export const memberBusiness: Schemas['UserBusiness'] = { ...payingBusiness, role: 'member' };

/** A pro plan paid monthly with a saved card, renewing on the 20th. */
export const activeSubscription: Schemas['Subscription'] = {
  pricePlan: {
    name: 'pro',
    licenses: licences,
    current: { base: { type: 'pro', startAt: '2026-10-20T09:00:00.000Z', endAt: periodEnd } },
    next: null,
    discounts: [],
  },
  paymentMethod: 'STRIPE',
  status: 'active',
  cycle: 'monthly',
  currency: 'CHF',
  seats: { total: 6, used: 4, minimum: 5 },
  currentPeriodStart: '2026-10-20T09:00:00.000Z',
  currentPeriodEnd: periodEnd,
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
  trialEndsAt: null,
};

/** The trial: no paid subscription, no card. */
export const trialSubscription: Schemas['Subscription'] = {
  ...activeSubscription,
  pricePlan: {
    ...activeSubscription.pricePlan,
    name: 'team',
    current: { base: { type: 'team', startAt: today.toISOString(), endAt: null } },
  },
  paymentMethod: 'TRIALING',
  status: null,
  cycle: null,
  seats: { total: 2, used: 1, minimum: 2 },
  currentPeriodStart: null,
  currentPeriodEnd: null,
  card: null,
  trialEndsAt: trialBusiness.trialEndsAt,
};

const billing: Schemas['BillingView'] = {
  address1: 'Bahnhofstrasse 1',
  city: 'Zürich',
  country: 'CH',
  postalCode: '8001',
  currency: 'CHF',
  paymentMethod: 'STRIPE',
};

const biz = `/v2/businesses/${trialBusiness.id}`;
export const upgradePaths = {
  plans: '/v2/businesses/price_plans',
  subscription: `${biz}/subscriptions`,
  billing: `${biz}/billing`,
  preview: `${biz}/subscriptions/upgrade/preview`,
  upgrade: `${biz}/subscriptions/upgrade`,
  promo: `${biz}/subscriptions/coupons/validate_promo`,
  setupIntent: `${biz}/subscriptions/stripe_setup_intent`,
  directPreview: '/v2/businesses/direct_upgrade/preview',
  directSetupIntent: '/v2/businesses/direct_upgrade/stripe_setup_intent',
  directConfirm: '/v2/businesses/direct_upgrade/confirm',
};

export const setupIntent: Schemas['SetupIntent'] = {
  id: 'seti_1QxYz2Ab3Cd4Ef5G',
  clientSecret: 'seti_1QxYz2Ab3Cd4Ef5G_secret_Hi6Jk7Lm8No9',
  redirectUrl:
    'https://paraph.example/sandbox/payments/setup/seti_1QxYz2Ab3Cd4Ef5G?client_secret=seti_1QxYz2Ab3Cd4Ef5G_secret_Hi6Jk7Lm8No9',
};

export const planPrice: Schemas['PricePlan'] = activeSubscription.pricePlan;

/** The reads every upgrade page makes, with the price of any choice. */
export const upgradeReads = (
  subscription: Schemas['Subscription'] = activeSubscription,
  price: Schemas['UpgradePreview'] = preview,
) => [
  http.get(`*${upgradePaths.plans}`, () => HttpResponse.json(plans)),
  http.get(`*${upgradePaths.subscription}`, () => HttpResponse.json(subscription)),
  http.get(`*${upgradePaths.billing}`, () => HttpResponse.json(billing)),
  http.post(`*${upgradePaths.preview}`, () => HttpResponse.json(price)),
  http.post(`*${upgradePaths.directPreview}`, () => HttpResponse.json(price)),
  http.post(`*${upgradePaths.setupIntent}`, () => HttpResponse.json(setupIntent, { status: 201 })),
  http.post(`*${upgradePaths.directSetupIntent}`, () =>
    HttpResponse.json(setupIntent, { status: 201 }),
  ),
];

/** What the routes pass: the shell's money rule and the business feature's company form. */
export const routeProps: Omit<
  UpgradePageProps,
  'business' | 'onUpgraded' | 'onReturnRead' | 'leave'
> = {
  search: {},
  defaultCurrency: 'CHF',
  defaultCountry: 'CH',
  formatMoney: (amount, currency) => formatMoney('en-GB', amount, currency),
  companyForm: ({ submitLabel, submitting, onSubmit }) => (
    <CompanyForm
      countries={countries}
      submitLabel={submitLabel}
      submitting={submitting}
      onSubmit={(values) => onSubmit(businessCreateOf(values))}
    />
  ),
  now: today,
};

/** The choices waiting in the tab while the card page is open. */
export function keepDraft(withCompany: boolean) {
  sessionStorage.setItem(
    'billing-upgrade',
    JSON.stringify({
      choices: {
        plan: 'team',
        cycle: 'yearly',
        seats: 3,
        currency: 'CHF',
        promoCode: null,
        referralCode: null,
      },
      ...(withCompany
        ? {
            business: {
              name: 'Muster AG',
              email: 'office@muster.example',
              country: 'CH',
              gtc_accepted: true,
              dpa_accepted: true,
            },
          }
        : {}),
    }),
  );
  return () => sessionStorage.removeItem('billing-upgrade');
}

/** The card page's return query for the resumed upgrade. */
export const returned = (status: 'succeeded' | 'failed') => ({
  resume: 1 as const,
  setup_intent: setupIntent.id,
  redirect_status: status,
});
