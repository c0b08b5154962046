import type { components } from '../../../../openapi/schema.gen';
import { requireBusinessAdmin } from '../businesses/access';
import { DomainError } from '../errors';
import { appLink, type BillingContext } from './context';

type PortalRedirect = components['schemas']['PortalRedirect'];

/** Where both portals send the admin back to. */
const BILLING_PAGE = '/business/billing/plan';

/**
 * The card provider's customer portal (cards, invoices). A business that never saved a card
 * has no customer there: it must add a payment method first.
 */
export async function getStripePortalSession(
  context: BillingContext,
  businessId: string,
): Promise<PortalRedirect> {
  const { business } = await requireBusinessAdmin(context, businessId);
  if (!business.billingCustomerId) {
    throw new DomainError('PAYMENT_METHOD_REQUIRED', 'The business has no payment method yet');
  }
  const { url } = await context.provider.portalSession({
    customerId: business.billingCustomerId,
    returnUrl: appLink(context, BILLING_PAGE),
  });
  return { redirectUrl: url };
}

/** The invoicing portal, for businesses billed by invoice (MANUAL, CHARGEBEE) only. */
export async function createChargebeePortalSession(
  context: BillingContext,
  businessId: string,
): Promise<PortalRedirect> {
  const { business } = await requireBusinessAdmin(context, businessId);
  if (business.paymentMethod !== 'MANUAL' && business.paymentMethod !== 'CHARGEBEE') {
    throw new DomainError('CONFLICT', 'The business is not billed by invoice');
  }
  const { url } = await context.invoicing.portalSession({
    businessId: business.id,
    email: business.email,
    returnUrl: appLink(context, BILLING_PAGE),
  });
  return { redirectUrl: url };
}
