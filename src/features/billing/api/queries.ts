import { $api } from '../../../api/client';

const ofBusiness = (id: string) => ({ params: { path: { id } } });

/** The plans on offer with their prices per seat (the same for everyone). */
export const pricePlansQuery = () => $api.queryOptions('get', '/v2/businesses/price_plans');

/** Plan, next plan, seats, period, status and card of a business (the billing page). */
export const subscriptionQuery = (businessId: string) =>
  $api.queryOptions('get', '/v2/businesses/{id}/subscriptions', ofBusiness(businessId));

/** The billing address, VAT number and invoice currency. */
export const billingQuery = (businessId: string) =>
  $api.queryOptions('get', '/v2/businesses/{id}/billing', ofBusiness(businessId));

/** Invoices, newest first. */
export const invoicesQuery = (businessId: string) =>
  $api.queryOptions('get', '/v2/businesses/{id}/subscriptions/invoices', ofBusiness(businessId));

/** Seats, signatures and identifications of the current period. */
export const usageQuery = (businessId: string) =>
  $api.queryOptions('get', '/v2/businesses/{id}/subscriptions/usage', ofBusiness(businessId));

/** The code the business shares with others. */
export const referralCodeQuery = (businessId: string) =>
  $api.queryOptions(
    'get',
    '/v2/businesses/{id}/subscriptions/coupons/referral_code',
    ofBusiness(businessId),
  );
