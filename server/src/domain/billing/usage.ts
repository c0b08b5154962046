import { and, count, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businessMembers, identifications, signatureRequests, signatures } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import { monthOf, qualityFigure } from '../businesses/statistics';
import { seatsOf } from './subscription-view';
import { isRunning, subscriptionOf } from './subscription-row';
import type { BillingContext } from './context';

type Usage = components['schemas']['Usage'];

/**
 * What the business used in the current billing period (the subscription's, else the calendar
 * month, UTC): seats; the signatures its members made, by quality; the identifications its
 * plan's licences may pay — its members' own and those of the people its members invited to
 * sign — by legislation, counted when they succeeded. Reads only.
 */
export async function getSubscriptionUsage(
  { db, now, user }: Pick<BillingContext, 'db' | 'now' | 'user'>,
  businessId: string,
): Promise<Usage> {
  const { business } = await requireBusinessAdmin({ db, user }, businessId);
  const subscription = await subscriptionOf({ db }, businessId);
  const { start, end } =
    subscription && isRunning(subscription)
      ? { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd }
      : monthOf(now);
  const members = db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(eq(businessMembers.businessId, businessId));
  const membersRequests = db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(inArray(signatureRequests.ownerId, members));
  const [seats, signatureRows, identificationRows] = await Promise.all([
    seatsOf({ db }, { business, subscription, now }),
    db
      .select({ quality: signatures.signedQuality, n: count() })
      .from(signatures)
      .where(
        and(
          inArray(signatures.userId, members),
          gte(signatures.signedAt, start),
          lt(signatures.signedAt, end),
        ),
      )
      .groupBy(signatures.signedQuality),
    db
      .select({ legislation: identifications.legislation, n: count() })
      .from(identifications)
      .where(
        and(
          eq(identifications.status, 'success'),
          or(
            inArray(identifications.userId, members),
            inArray(identifications.requestId, membersRequests),
          ),
          gte(identifications.updatedAt, start),
          lt(identifications.updatedAt, end),
        ),
      )
      .groupBy(identifications.legislation),
  ]);
  const usage: Usage = {
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    seats: { total: seats.total, used: seats.used },
    signatures: { ses: 0, aes: 0, qes: 0, part11: 0 },
    identifications: { eidas: 0, zertes: 0 },
  };
  for (const row of signatureRows) {
    const figure = qualityFigure(row.quality);
    if (figure) usage.signatures[figure] = (usage.signatures[figure] ?? 0) + row.n;
  }
  for (const row of identificationRows) {
    usage.identifications[row.legislation === 'EIDAS' ? 'eidas' : 'zertes'] += row.n;
  }
  return usage;
}
