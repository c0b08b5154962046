import { http, HttpResponse } from 'msw';
import type { components } from '../../openapi/schema.gen';

type Schemas = components['schemas'];

/** The signed-in user of the billing stories, with the business and attributes given. */
export const user = (
  business: Schemas['UserBusiness'] | null,
  attributes: Schemas['User']['attributes'] = {},
): Schemas['User'] => ({
  id: 'u-ada',
  email: 'ada@acme.example',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Admin',
  hasSso: false,
  permissions: {
    visualSignatures: {
      claim: { canUpdate: true, defaultValue: true },
      date: { canUpdate: true, defaultValue: true },
      std: { canUpdate: true, defaultValue: true },
    },
  },
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: {},
  highestQuality: 'ses',
  signatures: [],
  business,
  attributes: { lang: ['en-gb'], ...attributes },
});

/** Acme AG as the user sees it: their role, how it pays and its current plan. */
export const acme = (
  role: Schemas['UserBusiness']['role'],
  plan: string,
  paymentMethod: Schemas['PaymentMethod'] = 'STRIPE',
): Schemas['UserBusiness'] => ({
  id: 'biz_4Tq9LmZx2Wc7Rp1K',
  name: 'Acme AG',
  role,
  paymentMethod,
  trialEndsAt: null,
  pricePlan: { name: plan, startAt: '2026-01-01T00:00:00.000Z' },
  deletionScheduledAt: null,
  userPilotEnabled: false,
  part11Enabled: false,
});

/** Acme AG's subscription: 7 seats, yearly, in the status given. */
export const subscription = (
  plan: string,
  status: Schemas['Subscription']['status'] = 'active',
  paymentMethod: Schemas['PaymentMethod'] = 'STRIPE',
): Schemas['Subscription'] => ({
  pricePlan: {
    name: plan,
    licenses: {
      idents: {
        eidas: { payForMembers: false, payForInvitations: false },
        zertes: { payForMembers: false, payForInvitations: false },
      },
    },
    current: { base: { type: plan, startAt: '2026-01-01T00:00:00.000Z', endAt: null } },
    next: null,
    discounts: [],
  },
  paymentMethod,
  status,
  cycle: 'yearly',
  currency: 'CHF',
  seats: { total: 7, used: 5, minimum: 1 },
  currentPeriodStart: '2026-01-01T00:00:00.000Z',
  currentPeriodEnd: '2027-01-01T00:00:00.000Z',
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 },
  trialEndsAt: null,
});

export const userIs = (answer: Schemas['User']) =>
  http.get('*/v1/user', () => HttpResponse.json(answer));

export const subscriptionIs = (answer: Schemas['Subscription']) =>
  http.get('*/v2/businesses/:id/subscriptions', () => HttpResponse.json(answer));
