import { buffer, text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFileName, csvStream, inBatches } from '../../src/domain/reports/csv';

interface Row {
  name: string;
  count: number | null;
}

const columns = [
  { header: 'name', value: (row: Row) => row.name },
  { header: 'count', value: (row: Row) => row.count },
];

async function* rowsOf(rows: Row[]) {
  yield* rows;
}

describe('csvStream', () => {
  it('writes a BOM, a header and CRLF lines that parse back', async () => {
    const bytes = await buffer(
      csvStream(
        rowsOf([
          { name: 'Zoë, "the" signer', count: 3 },
          { name: 'line\nbreak', count: null },
        ]),
        columns,
      ),
    );
    // TextDecoder would drop the BOM: the bytes show it is there.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv.startsWith('\uFEFFname,count\r\n')).toBe(true);
    expect(parse(csv, { bom: true, columns: true })).toEqual([
      { name: 'Zoë, "the" signer', count: '3' },
      { name: 'line\nbreak', count: '' },
    ]);
  });

  it.each(['=SUM(A1:A9)', '+41 79', '-1+1', '@cmd', '\tx'])(
    'neutralises the formula-like cell %j',
    async (name) => {
      const [row] = parse(await text(csvStream(rowsOf([{ name, count: -2 }]), columns)), {
        bom: true,
        columns: true,
      }) as Record<string, string>[];
      expect(row?.name).toBe(`'${name}`);
      // A number is data, not a formula.
      expect(row?.count).toBe('-2');
    },
  );

  it('fails the stream when reading the rows fails', async () => {
    async function* broken(): AsyncGenerator<Row> {
      yield { name: 'a', count: 1 };
      throw new Error('database gone');
    }
    await expect(text(csvStream(broken(), columns))).rejects.toThrow('database gone');
  });
});

describe('csvFileName', () => {
  it('names the report and its days', () => {
    expect(csvFileName('signature_usage', '2026-10-01', '2026-10-31')).toBe(
      'signature_usage_2026-10-01_2026-10-31.csv',
    );
  });
});

describe('inBatches', () => {
  it('reads after the last row until a short batch', async () => {
    const calls: (number | null)[] = [];
    const read = async (after: number | null, size: number) => {
      calls.push(after);
      const start = (after ?? 0) + 1;
      return Array.from(
        { length: Math.max(0, Math.min(size, 5 - start + 1)) },
        (_, i) => start + i,
      );
    };
    const rows: number[] = [];
    for await (const row of inBatches(read, 2)) rows.push(row);
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(calls).toEqual([null, 2, 4]);
  });
});
