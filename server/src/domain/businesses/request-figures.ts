import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { requestEvents, signatureRequests } from '../../db/schema';

/** A window of whole calendar months (UTC): [start, end). */
export interface MonthWindow {
  start: Date;
  end: Date;
}

/** What every figure is asked for: one business over one window of months. */
export interface FigureInput extends MonthWindow {
  businessId: string;
}

/** The calendar month (UTC) of a timestamp column, as `YYYY-MM`: the key figures group by. */
const monthKey = (column: SQLWrapper) =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

// Both drivers answer `{ rows }`; counts are cast to int so they arrive as numbers.
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

export interface SentRow {
  month: string;
  sent: number;
  open: number;
}

/** The business's requests sent per month, and how many of them are still open. */
export const sentPerMonth = ({ db }: { db: Db }, { businessId, start, end }: FigureInput) =>
  rowsOf<SentRow>(
    db,
    sql`select ${monthKey(signatureRequests.initiatedAt)} as month, count(*)::int as sent,
          (count(*) filter (where ${signatureRequests.statusOverall} = 'OPEN'))::int as open
        from ${signatureRequests}
        where ${signatureRequests.businessId} = ${businessId}
          and ${signatureRequests.initiatedAt} >= ${iso(start)}
          and ${signatureRequests.initiatedAt} < ${iso(end)}
        group by 1`,
  );

export interface CompletedRow {
  month: string;
  completed: number;
  averageSeconds: number | null;
}

/** The business's requests completed per month, and their mean time from sending. */
export const completedPerMonth = ({ db }: { db: Db }, { businessId, start, end }: FigureInput) =>
  rowsOf<CompletedRow>(
    db,
    sql`select ${monthKey(signatureRequests.completedAt)} as month, count(*)::int as completed,
          avg(extract(epoch from ${signatureRequests.completedAt} - ${signatureRequests.initiatedAt}))::float8
            as "averageSeconds"
        from ${signatureRequests}
        where ${signatureRequests.businessId} = ${businessId}
          and ${signatureRequests.statusOverall} = 'SIGNED'
          and ${signatureRequests.completedAt} >= ${iso(start)}
          and ${signatureRequests.completedAt} < ${iso(end)}
        group by 1`,
  );

export interface DeclinedRow {
  month: string;
  declined: number;
}

/**
 * The business's declined requests per month of their first decline (a decline sets no
 * completed_at), read through the (business_id, at) index of signatures and declines.
 */
export const declinedPerMonth = ({ db }: { db: Db }, { businessId, start, end }: FigureInput) =>
  rowsOf<DeclinedRow>(
    db,
    sql`select ${monthKey(sql`d.first_at`)} as month, count(*)::int as declined
        from (
          select ${requestEvents.requestId} as request_id, min(${requestEvents.at}) as first_at
          from ${requestEvents}
          where ${requestEvents.businessId} = ${businessId}
            and ${requestEvents.type} = 'DECLINED'
            and ${requestEvents.at} < ${iso(end)}
          group by 1
        ) d
        join ${signatureRequests} r on r.id = d.request_id and r.status_overall = 'DECLINED'
        where d.first_at >= ${iso(start)}
        group by 1`,
  );

export interface SignedRow {
  month: string;
  quality: string | null;
  signatures: number;
}

/** Signatures on the business's requests per month and the quality they were made at. */
export const signaturesPerMonth = ({ db }: { db: Db }, { businessId, start, end }: FigureInput) =>
  rowsOf<SignedRow>(
    db,
    sql`select ${monthKey(requestEvents.at)} as month, ${requestEvents.data}->>'quality' as quality,
          count(*)::int as signatures
        from ${requestEvents}
        where ${requestEvents.businessId} = ${businessId}
          and ${requestEvents.type} = 'SIGNED'
          and ${requestEvents.at} >= ${iso(start)}
          and ${requestEvents.at} < ${iso(end)}
        group by 1, 2`,
  );

export interface FunnelRow {
  sent: number;
  opened: number;
  signed: number;
  completed: number;
}

/**
 * Of the requests the business sent in the window: those a signer (anyone but the owner) has
 * looked at, those signed at least once, those completed.
 */
export async function funnelOf(
  { db }: { db: Db },
  { businessId, start, end }: FigureInput,
): Promise<FunnelRow> {
  const event = (type: string, extra: SQL = sql``) =>
    sql`exists (select 1 from ${requestEvents} e
          where e.request_id = r.id and e.type = ${type} ${extra})`;
  const [row] = await rowsOf<FunnelRow>(
    db,
    sql`select count(*)::int as sent,
          (count(*) filter (where ${event('VIEWED', sql`and e.actor_user_id is distinct from r.owner_id`)}))::int
            as opened,
          (count(*) filter (where ${event('SIGNED')}))::int as signed,
          (count(*) filter (where r.status_overall = 'SIGNED'))::int as completed
        from ${signatureRequests} r
        where r.business_id = ${businessId}
          and r.initiated_at >= ${iso(start)}
          and r.initiated_at < ${iso(end)}`,
  );
  return row ?? { sent: 0, opened: 0, signed: 0, completed: 0 };
}
