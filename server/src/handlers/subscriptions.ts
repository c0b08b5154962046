import { getBusinessBilling, updateBusinessBilling } from '../domain/billing/billing-address';
import { listInvoices } from '../domain/billing/invoice-list';
import { createChargebeePortalSession, getStripePortalSession } from '../domain/billing/portals';
import { getReferralCode } from '../domain/billing/referral-code';
import { getSubscription } from '../domain/billing/subscription-view';
import { getSubscriptionUsage } from '../domain/billing/usage';
import { billingContextOf } from './billing';
import type { HandlersFor } from './types';

const ctx = billingContextOf;

/** A business's subscription as it stands: reads, the billing address, the portals (admins). */
export const subscriptionHandlers = {
  getSubscription: async (request) => getSubscription(ctx(request), request.params.id),

  getBusinessBilling: async (request) => getBusinessBilling(ctx(request), request.params.id),

  updateBusinessBilling: async (request) =>
    updateBusinessBilling(ctx(request), { businessId: request.params.id, body: request.body }),

  listInvoices: async (request) => listInvoices(ctx(request), request.params.id),

  getSubscriptionUsage: async (request) => getSubscriptionUsage(ctx(request), request.params.id),

  getReferralCode: async (request) => getReferralCode(ctx(request), request.params.id),

  getStripePortalSession: async (request) =>
    getStripePortalSession(ctx(request), request.params.id),

  createChargebeePortalSession: async (request, reply) => {
    reply.code(201);
    return createChargebeePortalSession(ctx(request), request.params.id);
  },
} satisfies HandlersFor<
  | 'getSubscription'
  | 'getBusinessBilling'
  | 'updateBusinessBilling'
  | 'listInvoices'
  | 'getSubscriptionUsage'
  | 'getReferralCode'
  | 'getStripePortalSession'
  | 'createChargebeePortalSession'
>;
