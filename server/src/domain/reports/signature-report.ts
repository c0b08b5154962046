import type { components } from '../../../../openapi/schema.gen';
import { requireBusinessAdmin } from '../businesses/access';
import type { Context } from '../context';
import { csvFileName, csvStream, inBatches, type CsvColumn } from './csv';
import { dateRangeOf, exportRangeOf } from './date-range';
import {
  csvDay,
  csvTime,
  pageOf,
  toPage,
  type ActivityListQuery,
  type CsvExport,
  type ReportInput,
} from './report-page';
import {
  costCentreTotals,
  countSignatureActivities,
  readSignatureActivities,
  toSignatureActivity,
  type CostCentreRow,
  type SignatureActivityRow,
} from './signature-activities';

type Schemas = components['schemas'];
type ReportContext = Pick<Context, 'db'>;

/** One page of the business's signatures and declines; a page past the end is empty. */
export async function listSignatureActivities(
  { db }: ReportContext,
  { caller, businessId, query }: ReportInput & { query: ActivityListQuery },
): Promise<Schemas['SignatureActivityPage']> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const filter = { businessId, range: dateRangeOf(query.start_date, query.end_date) };
  const slice = pageOf(query);
  const [total, rows] = await Promise.all([
    countSignatureActivities({ db }, filter),
    readSignatureActivities(
      { db },
      { filter, slice: { order: slice.order, offset: slice.offset, limit: slice.size } },
    ),
  ]);
  return toPage(
    slice,
    total,
    rows.map((row) => toSignatureActivity(row, businessId)),
  );
}

const fullName = (signer: Schemas['ActivitySigner']) =>
  [signer.first_name, signer.last_name].filter(Boolean).join(' ');

const USAGE_COLUMNS: CsvColumn<SignatureActivityRow>[] = [
  { header: 'date', value: (row) => csvDay(row.at) },
  { header: 'time', value: (row) => csvTime(row.at) },
  { header: 'request_id', value: (row) => row.requestId },
  { header: 'request_title', value: (row) => row.requestTitle },
  { header: 'action', value: (row) => row.action },
  { header: 'signer_email', value: (row) => row.signer.email },
  { header: 'signer_name', value: (row) => fullName(row.signer) },
  { header: 'signer_type', value: (row) => row.signer.type },
  { header: 'quality', value: (row) => row.quality },
  { header: 'legislation', value: (row) => row.legislation },
  { header: 'initiator', value: (row) => row.initiator },
  { header: 'cost_center', value: (row) => row.costCenter },
];

const COST_CENTRE_COLUMNS: CsvColumn<CostCentreRow>[] = [
  { header: 'cost_center', value: (row) => row.costCenter },
  { header: 'signatures', value: (row) => row.signatures },
  { header: 'ses', value: (row) => row.ses },
  { header: 'aes', value: (row) => row.aes },
  { header: 'qes', value: (row) => row.qes },
  { header: 'part11', value: (row) => row.part11 },
];

/**
 * The signature report as a CSV file: every signature and decline oldest first, read in keyset
 * batches while the download goes out, or (grouped by cost centre) the totals per cost centre.
 */
export async function exportSignatureActivities(
  { db }: ReportContext,
  {
    caller,
    businessId,
    groupBy,
    startDate,
    endDate,
  }: ReportInput & { groupBy: 'cost_centers' | 'other'; startDate: string; endDate: string },
): Promise<CsvExport> {
  await requireBusinessAdmin({ db, user: caller }, businessId);
  const filter = { businessId, range: exportRangeOf(startDate, endDate) };
  if (groupBy === 'cost_centers') {
    const totals = await costCentreTotals({ db }, filter);
    return {
      name: csvFileName('cost_centre_report', startDate, endDate),
      stream: csvStream(toAsync(totals), COST_CENTRE_COLUMNS),
    };
  }
  const rows = inBatches<SignatureActivityRow>((after, limit) =>
    readSignatureActivities(
      { db },
      { filter, slice: { order: 'asc', afterId: after?.id ?? null, limit } },
    ),
  );
  return {
    name: csvFileName('signature_usage', startDate, endDate),
    stream: csvStream(rows, USAGE_COLUMNS),
  };
}

async function* toAsync<Row>(rows: Row[]): AsyncGenerator<Row> {
  yield* rows;
}
