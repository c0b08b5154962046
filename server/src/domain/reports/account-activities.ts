import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { businessEvents, type BusinessEventRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import type { Context } from '../context';
import { dateRangeOf } from './date-range';
import { pageOf, toPage, type ActivityListQuery, type ReportInput } from './report-page';

type Schemas = components['schemas'];

/** A business event as the report shows it: the optional figures only where the event has them. */
export function toAccountActivity(row: BusinessEventRow): Schemas['AccountActivity'] {
  return {
    id: row.id,
    action: row.action,
    timestamp: row.at.toISOString(),
    user_email: row.userEmail,
    ...(row.actorEmail ? { actor: row.actorEmail } : {}),
    ...(row.role ? { role: row.role } : {}),
    ...(row.plan ? { plan: row.plan } : {}),
    ...(row.seats !== null ? { seats: row.seats } : {}),
    ...(row.details ? { details: row.details } : {}),
  };
}

/**
 * One page of the business's own audit trail (business_events, over its (business_id, at)
 * index) in the window, by time; a page past the end is empty.
 */
export async function listAccountActivities(
  { db }: Pick<Context, 'db'>,
  { caller, businessId, query }: ReportInput & { query: ActivityListQuery },
): Promise<Schemas['AccountActivityPage']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const { from, to } = dateRangeOf(query.start_date, query.end_date);
  const where = and(
    eq(businessEvents.businessId, businessId),
    from ? gte(businessEvents.at, from) : undefined,
    to ? lt(businessEvents.at, to) : undefined,
  );
  const slice = pageOf(query);
  const direction = slice.order === 'asc' ? asc : desc;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(businessEvents).where(where),
    db
      .select()
      .from(businessEvents)
      .where(where)
      .orderBy(direction(businessEvents.at), direction(businessEvents.id))
      .limit(slice.size)
      .offset(slice.offset),
  ]);
  return toPage(slice, total?.n ?? 0, rows.map(toAccountActivity));
}
