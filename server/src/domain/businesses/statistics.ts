import { and, count, eq, gt, gte, lt } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import {
  businessInvitations,
  businessMembers,
  signatureRequests,
  signatures,
  type UserRow,
} from '../../db/schema';
import { requireBusinessAdmin } from './access';

type Schemas = components['schemas'];
type Statistics = Schemas['Statistics'];

/** The calendar month (UTC) that holds `now`: [start, end). */
export function monthOf(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/** Which dashboard figure a signature of this quality adds to; DEMO signatures count nowhere. */
export function qualityFigure(
  quality: Schemas['Quality'] | null,
): keyof Statistics['signatures'] | null {
  switch (quality) {
    case 'SES':
      return 'ses';
    case 'AES':
    case 'AES_MINIMAL':
      return 'aes';
    case 'QES':
      return 'qes';
    case 'PART11':
      return 'part11';
    default:
      return null;
  }
}

/**
 * The dashboard's figures for the current month: the people in the business and its live
 * invitations; the requests its members created this month by their status now; the
 * signatures its members made this month by quality. Each is one grouped query that reaches
 * the members' rows through the (owner, created) and user-id indexes.
 */
export async function getBusinessStatistics(
  { db, now }: { db: Db; now: Date },
  { user, businessId }: { user: UserRow; businessId: string },
): Promise<Statistics> {
  await requireBusinessAdmin(db, user, businessId);
  const { start, end } = monthOf(now);
  const inBusiness = eq(businessMembers.businessId, businessId);
  const [[people], [invited], requestRows, signatureRows] = await Promise.all([
    db.select({ n: count() }).from(businessMembers).where(inBusiness),
    db
      .select({ n: count() })
      .from(businessInvitations)
      .where(
        and(eq(businessInvitations.businessId, businessId), gt(businessInvitations.expiresAt, now)),
      ),
    db
      .select({ status: signatureRequests.statusOverall, n: count() })
      .from(businessMembers)
      .innerJoin(signatureRequests, eq(signatureRequests.ownerId, businessMembers.userId))
      .where(
        and(
          inBusiness,
          gte(signatureRequests.createdAt, start),
          lt(signatureRequests.createdAt, end),
        ),
      )
      .groupBy(signatureRequests.statusOverall),
    db
      .select({ quality: signatures.signedQuality, n: count() })
      .from(businessMembers)
      .innerJoin(signatures, eq(signatures.userId, businessMembers.userId))
      .where(and(inBusiness, gte(signatures.signedAt, start), lt(signatures.signedAt, end)))
      .groupBy(signatures.signedQuality),
  ]);
  const requestsWith = (status: Schemas['StatusOverall']) =>
    requestRows.find((row) => row.status === status)?.n ?? 0;
  const figures: Statistics['signatures'] = { ses: 0, aes: 0, qes: 0, part11: 0 };
  for (const row of signatureRows) {
    const figure = qualityFigure(row.quality);
    if (figure) figures[figure] = (figures[figure] ?? 0) + row.n;
  }
  return {
    members: people?.n ?? 0,
    invitedMembers: invited?.n ?? 0,
    signatureRequests: {
      open: requestsWith('OPEN'),
      signed: requestsWith('SIGNED'),
      declined: requestsWith('DECLINED'),
    },
    signatures: figures,
  };
}
