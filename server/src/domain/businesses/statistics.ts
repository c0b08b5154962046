import { and, count, eq, gt } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { businessInvitations, businessMembers, type UserRow } from '../../db/schema';
import { requireBusinessAdmin } from './access';
import {
  completedPerMonth,
  declinedPerMonth,
  funnelOf,
  sentPerMonth,
  signaturesPerMonth,
  type MonthWindow,
} from './request-figures';

type Schemas = components['schemas'];
type Statistics = Schemas['Statistics'];
type MonthStatistics = Schemas['MonthStatistics'];

/** How many months the series covers when the caller does not say. */
export const DEFAULT_MONTHS = 12;

/** The calendar month (UTC) that holds `now`: [start, end). */
export function monthOf(now: Date): MonthWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/**
 * The last `count` calendar months (UTC) up to the one holding `now`, oldest first, as
 * `YYYY-MM`, and the window they cover.
 */
export function lastMonths(now: Date, count: number): { months: string[]; window: MonthWindow } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const months = Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - count + 1 + i, 1)).toISOString().slice(0, 7),
  );
  return {
    months,
    window: {
      start: new Date(Date.UTC(year, month - count + 1, 1)),
      end: new Date(Date.UTC(year, month + 1, 1)),
    },
  };
}

/** Which dashboard figure a signature of this quality adds to; DEMO signatures count nowhere. */
export function qualityFigure(quality: string | null): keyof MonthStatistics['signatures'] | null {
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

const emptyMonth = (month: string): MonthStatistics => ({
  month,
  sent: 0,
  completed: 0,
  declined: 0,
  averageCompletionSeconds: null,
  signatures: { ses: 0, aes: 0, qes: 0, part11: 0 },
});

/**
 * The dashboard's figures, all over the business's requests (signature_requests.business_id):
 * per month of the window, the requests sent, completed (with the mean time to complete) and
 * declined, and the signatures made on them by quality; the funnel of the requests sent in the
 * window; and this month's people, live invitations, requests and signatures — the same
 * figures as the month's entry, so the page never shows two answers. Each figure is one query
 * grouped by month over the business's indexes, not a query per month.
 */
export async function getBusinessStatistics(
  { db, now }: { db: Db; now: Date },
  {
    user,
    businessId,
    months: monthCount = DEFAULT_MONTHS,
  }: { user: UserRow; businessId: string; months?: number },
): Promise<Statistics> {
  await requireBusinessAdmin({ db, user }, businessId);
  const { months, window } = lastMonths(now, monthCount);
  const figures = { businessId, ...window };
  const [[people], [invited], sent, completed, declined, signed, funnel] = await Promise.all([
    db
      .select({ n: count() })
      .from(businessMembers)
      .where(eq(businessMembers.businessId, businessId)),
    db
      .select({ n: count() })
      .from(businessInvitations)
      .where(
        and(eq(businessInvitations.businessId, businessId), gt(businessInvitations.expiresAt, now)),
      ),
    sentPerMonth({ db }, figures),
    completedPerMonth({ db }, figures),
    declinedPerMonth({ db }, figures),
    signaturesPerMonth({ db }, figures),
    funnelOf({ db }, figures),
  ]);
  const byMonth = new Map(months.map((month) => [month, emptyMonth(month)]));
  const at = (month: string) => byMonth.get(month) ?? emptyMonth(month);
  for (const row of sent) at(row.month).sent = row.sent;
  for (const row of completed) {
    const entry = at(row.month);
    entry.completed = row.completed;
    entry.averageCompletionSeconds =
      row.averageSeconds === null ? null : Math.round(Number(row.averageSeconds));
  }
  for (const row of declined) at(row.month).declined = row.declined;
  for (const row of signed) {
    const figure = qualityFigure(row.quality);
    if (figure) at(row.month).signatures[figure] += row.signatures;
  }
  const series = months.map(at);
  const current = series[series.length - 1] ?? emptyMonth(months[0] ?? '');
  const currentMonth = months[months.length - 1];
  return {
    members: people?.n ?? 0,
    invitedMembers: invited?.n ?? 0,
    signatureRequests: {
      open: sent.find((row) => row.month === currentMonth)?.open ?? 0,
      signed: current.completed,
      declined: current.declined,
    },
    signatures: { ...current.signatures },
    months: series,
    funnel,
  };
}
