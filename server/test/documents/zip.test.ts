import { unzipSync, strToU8, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip, sanitizeEntryName } from '../../src/pdf/zip';

/** The entry names in archive order, from the central directory (unzipSync returns an object). */
function names(zip: Uint8Array): string[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const result: string[] = [];
  let offset = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    expect(view.getUint32(offset, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(offset + 28, true);
    const skip = view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    result.push(strFromU8(zip.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + skip;
  }
  return result;
}

describe('buildZip', () => {
  it('round-trips the bytes of every entry', () => {
    const pdf = new Uint8Array(10_000).map((_, i) => (i * 31) % 256);
    const json = strToU8(JSON.stringify({ hello: 'wörld' }).repeat(100));
    const zip = buildZip([
      { name: 'Vertrag Zürich.pdf', bytes: pdf },
      { name: 'protocol.json', bytes: json },
      { name: 'empty.txt', bytes: new Uint8Array() },
    ]);
    const files = unzipSync(zip);
    expect(names(zip)).toEqual(['Vertrag Zürich.pdf', 'protocol.json', 'empty.txt']);
    expect(files['Vertrag Zürich.pdf']).toEqual(pdf);
    expect(strFromU8(files['protocol.json'] as Uint8Array)).toBe(strFromU8(json));
    expect(files['empty.txt']).toHaveLength(0);
    // The JSON was deflated, the PDF stored.
    expect(zip.length).toBeLessThan(pdf.length + json.length);
    expect(zip.length).toBeGreaterThan(pdf.length);
  });

  it('makes duplicate names unique, case-insensitively', () => {
    const bytes = new Uint8Array([1]);
    const zip = buildZip([
      { name: 'contract.pdf', bytes },
      { name: 'Contract.PDF', bytes },
      { name: 'contract.pdf', bytes },
      { name: 'contract (2).pdf', bytes },
      { name: 'README', bytes },
      { name: 'readme', bytes },
    ]);
    expect(names(zip)).toEqual([
      'contract.pdf',
      'Contract (2).PDF',
      'contract (3).pdf',
      'contract (2) (2).pdf',
      'README',
      'readme (2)',
    ]);
  });

  it('keeps the given order, even for numeric and prototype-like names', () => {
    const bytes = new Uint8Array([1]);
    expect(
      names(
        buildZip([
          { name: 'b', bytes },
          { name: '2', bytes },
          { name: '__proto__', bytes },
          { name: '1', bytes },
        ]),
      ),
    ).toEqual(['b', '2', 'proto__', '1']);
  });

  it('flattens evil names into harmless ones', () => {
    const zip = buildZip(
      [
        '../../etc/passwd',
        '..\\..\\windows\\system32',
        '/absolute.pdf',
        '.hidden',
        '..',
        'a\u0000b\nc.pdf',
        'invoice\u202Efdp.exe',
        'CON.pdf',
        'name. . .',
      ].map((name) => ({ name, bytes: new Uint8Array([1]) })),
    );
    const result = names(zip);
    expect(result).toEqual([
      'etc_passwd',
      'windows_system32',
      'absolute.pdf',
      'hidden',
      'document',
      'a_b_c.pdf',
      'invoice_fdp.exe',
      '_CON.pdf',
      'name',
    ]);
    for (const name of result) {
      expect(name).not.toMatch(/[/\\\p{Cc}]/u);
      expect(name.startsWith('.')).toBe(false);
    }
  });

  it('limits names to 200 characters, keeping the extension', () => {
    const long = `${'ä'.repeat(300)}.pdf`;
    const [first, second] = names(
      buildZip([
        { name: long, bytes: new Uint8Array([1]) },
        { name: long, bytes: new Uint8Array([1]) },
      ]),
    );
    expect(Array.from(first as string)).toHaveLength(200);
    expect(first?.endsWith('ä.pdf')).toBe(true);
    expect(Array.from(second as string)).toHaveLength(200);
    expect(second?.endsWith(' (2).pdf')).toBe(true);
    expect(sanitizeEntryName('😀'.repeat(250))).toBe('😀'.repeat(200));
  });
});
