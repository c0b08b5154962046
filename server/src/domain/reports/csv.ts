import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** One column of an export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * A CSV export as a stream: a header row, then one line per row as `rows` yields them, so a
 * year of a large business passes through without sitting in memory. UTF-8 with a BOM (so
 * spreadsheet programs read the accents), CRLF line ends, and formula-like cells (= + - @ tab
 * CR) neutralised with a leading apostrophe by the library, so opening an export never runs
 * what a signer typed into a title or a name.
 */
export function csvStream<Row>(rows: AsyncIterable<Row>, columns: CsvColumn<Row>[]): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  const lines = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => column.value(row) ?? '');
    })(),
  );
  // A failed read ends the download with an error, not with a silently shortened file.
  lines.on('error', (error) => stringifier.destroy(error));
  return lines.pipe(stringifier);
}

/** An export's file name: the report's name and the days it covers, as the contract names it. */
export function csvFileName(report: string, startDate: string, endDate: string): string {
  return `${report}_${startDate}_${endDate}.csv`;
}

/**
 * Rows read in keyset batches: `readBatch(after)` returns up to `size` rows after the last one
 * it was given (null at the start); reading stops at a short batch.
 */
export async function* inBatches<Row>(
  readBatch: (after: Row | null, size: number) => Promise<Row[]>,
  size = 1_000,
): AsyncGenerator<Row> {
  let after: Row | null = null;
  for (;;) {
    const batch = await readBatch(after, size);
    yield* batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1] ?? null;
  }
}
