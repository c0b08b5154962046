import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { identifications, signatures, users, type IdentificationRow } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import type { Context } from '../context';
import { csvFileName, csvStream, inBatches, type CsvColumn } from './csv';
import { dateRangeOf, exportRangeOf, type DateRange } from './date-range';
import {
  csvDay,
  csvTime,
  pageOf,
  toPage,
  type ActivityListQuery,
  type CsvExport,
  type ReportInput,
} from './report-page';

type Schemas = components['schemas'];
type Activity = Schemas['IdentificationActivity'];

interface IdentificationActivityRow {
  id: string;
  createdAt: Date;
  /** created_at as the database keeps it (microseconds), the export's keyset cursor. */
  cursor: string;
  email: string;
  provider: Activity['provider'];
  method: Activity['method'];
  legislation: IdentificationRow['legislation'];
  status: Activity['status'];
  paidByBusinessId: string | null;
}

/** The business's identifications in the window, over the (business_id, created_at) index. */
function inReport(businessId: string, { from, to }: DateRange): SQL | undefined {
  return and(
    eq(identifications.businessId, businessId),
    from ? gte(identifications.createdAt, from) : undefined,
    to ? lt(identifications.createdAt, to) : undefined,
  );
}

/**
 * The one read of the identification report: a page by position for the list, or the rows
 * after a known one (oldest first) for the export's keyset batches. The person is the
 * account's address, or the guest signer's for an identification made through a link.
 */
async function readIdentifications(
  db: Db,
  { businessId, range }: { businessId: string; range: DateRange },
  slice:
    | { order: 'asc' | 'desc'; offset: number; limit: number }
    | { after: IdentificationActivityRow | null; limit: number },
): Promise<IdentificationActivityRow[]> {
  const keyset =
    'after' in slice && slice.after
      ? sql`(${identifications.createdAt}, ${identifications.id}) > (${slice.after.cursor}::timestamptz, ${slice.after.id})`
      : undefined;
  const direction = 'order' in slice && slice.order === 'desc' ? desc : asc;
  const query = db
    .select({
      id: identifications.id,
      createdAt: identifications.createdAt,
      cursor: sql<string>`${identifications.createdAt}::text`,
      email: sql<string>`coalesce(${users.email}, ${signatures.email})`,
      provider: identifications.provider,
      method: identifications.method,
      legislation: identifications.legislation,
      status: identifications.status,
      paidByBusinessId: identifications.paidByBusinessId,
    })
    .from(identifications)
    .leftJoin(users, eq(users.id, identifications.userId))
    .leftJoin(signatures, eq(signatures.id, identifications.signatureId))
    .where(and(inReport(businessId, range), keyset))
    .orderBy(direction(identifications.createdAt), direction(identifications.id))
    .limit(slice.limit);
  return 'offset' in slice ? query.offset(slice.offset) : query;
}

function toIdentificationActivity(row: IdentificationActivityRow): Activity {
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    user_email: row.email,
    provider: row.provider,
    method: row.method,
    legislation: row.legislation === 'EIDAS' ? 'eidas' : 'zertes',
    status: row.status,
    business_id_paid_by: row.paidByBusinessId,
  };
}

/** One page of the identifications reported to the business; a page past the end is empty. */
export async function listIdentificationActivities(
  { db }: Pick<Context, 'db'>,
  { caller, businessId, query }: ReportInput & { query: ActivityListQuery },
): Promise<Schemas['IdentificationActivityPage']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const filter = { businessId, range: dateRangeOf(query.start_date, query.end_date) };
  const slice = pageOf(query);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(identifications).where(inReport(businessId, filter.range)),
    readIdentifications(db, filter, {
      order: slice.order,
      offset: slice.offset,
      limit: slice.size,
    }),
  ]);
  return toPage(slice, total?.n ?? 0, rows.map(toIdentificationActivity));
}

const COLUMNS: CsvColumn<IdentificationActivityRow>[] = [
  { header: 'date', value: (row) => csvDay(row.createdAt) },
  { header: 'time', value: (row) => csvTime(row.createdAt) },
  { header: 'user_email', value: (row) => row.email },
  { header: 'provider', value: (row) => row.provider },
  { header: 'method', value: (row) => row.method },
  { header: 'legislation', value: (row) => toIdentificationActivity(row).legislation },
  { header: 'status', value: (row) => row.status },
  { header: 'paid_by_business', value: (row) => (row.paidByBusinessId ? 'yes' : 'no') },
];

/**
 * The identification report as a CSV file, oldest first, read in keyset batches while the
 * download goes out. Access and the window are checked before the first byte.
 */
export async function exportIdentificationActivities(
  { db }: Pick<Context, 'db'>,
  { caller, businessId, startDate, endDate }: ReportInput & { startDate: string; endDate: string },
): Promise<CsvExport> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const filter = { businessId, range: exportRangeOf(startDate, endDate) };
  const rows = inBatches<IdentificationActivityRow>((after, limit) =>
    readIdentifications(db, filter, { after, limit }),
  );
  return {
    name: csvFileName('identifications', startDate, endDate),
    stream: csvStream(rows, COLUMNS),
  };
}
