import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import type { BusinessRow, PricePlanRow } from '../../db/schema';
import { seatsTaken } from '../businesses/seats-taken';
import { DomainError } from '../errors';
import {
  adjustmentsOf,
  heldDiscounts,
  isStanding,
  requestedCodes,
  type Discount,
  type RequestedCodes,
} from './discounts';
import { offerFor } from './plans';
import { quoteChange, type ChangeQuote, type Offer } from './pricing';
import { runningOf, type RunningSubscription } from './running';
import { taxRateOf } from './taxes';

type Schemas = components['schemas'];

/** A plan request checked and priced: what both its preview and its confirmation use. */
export interface PreparedChange {
  target: Offer;
  plan: PricePlanRow;
  quote: ChangeQuote;
  running: RunningSubscription | null;
  codes: RequestedCodes;
}

/**
 * Checks a plan request against the plans, the running subscription (its currency stays), the
 * seats in use and the codes, then prices it for the billing country. `business` is null for
 * a direct upgrade (the business does not exist yet).
 */
export async function prepareChange(
  { db }: { db: Db },
  input: {
    business: BusinessRow | null;
    request: Schemas['PricePlanRequest'];
    tax: { country: string; vat: string | null | undefined };
    now: Date;
  },
): Promise<PreparedChange> {
  const { business, request, now } = input;
  const { offer: target, plan } = await offerFor({ db }, request);
  const running = business ? await runningOf({ db }, business) : null;
  if (running && running.running.currency !== request.currency) {
    throw new DomainError('VALIDATION_FAILED', 'A running subscription keeps its currency', {
      field: 'currency',
    });
  }
  if (business && (await seatsTaken({ db }, { businessId: business.id, now })) > target.seats) {
    throw new DomainError('SEAT_LIMIT_REACHED', 'Fewer seats than people in the business', {
      field: 'amountSeats',
    });
  }
  const codes = await requestedCodes(
    { db },
    {
      promoCode: request.promoCode,
      referralCode: request.referralCode,
      plan: request.plan,
      business,
      now,
    },
  );
  const held: Discount[] = business ? await heldDiscounts({ db, now }, business.id) : [];
  const taxRateBp = taxRateOf(input.tax.country, input.tax.vat);
  const all = [...held, ...codes.discounts];
  const quote = quoteChange({
    target,
    running: running?.running ?? null,
    now,
    adjustments: adjustmentsOf(all, taxRateBp),
    renewalAdjustments: adjustmentsOf(all.filter(isStanding), taxRateBp),
  });
  return { target, plan, quote, running, codes };
}

/** The preview of a prepared change. */
export const changePreview = ({ quote, target }: PreparedChange) => ({
  invoice: quote.invoice,
  seats: target.seats,
  startsAt: quote.startsAt,
  nextBillingAt: quote.periodEnd,
});
