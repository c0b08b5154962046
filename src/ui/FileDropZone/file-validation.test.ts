import { describe, expect, it } from 'vitest';
import { formatBytes, matchesAccept, validateFiles } from './file-validation';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('matchesAccept', () => {
  it('matches extensions, exact types and wildcards, case-insensitively', () => {
    expect(matchesAccept(file('Contract.PDF', ''), ['.pdf'])).toBe(true);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('a.exe', 'application/x-msdownload'), ['.pdf', 'image/*'])).toBe(
      false,
    );
  });

  it('accepts anything without rules', () => {
    expect(matchesAccept(file('a.bin', ''), [])).toBe(true);
  });
});

describe('validateFiles', () => {
  it('rejects by type before size and keeps the order', () => {
    const pdf = file('a.pdf', 'application/pdf', 5);
    const big = file('b.pdf', 'application/pdf', 50);
    const exe = file('c.exe', 'application/octet-stream', 50);
    const result = validateFiles([pdf, big, exe], { accept: ['.pdf'], maxSize: 10 });
    expect(result.accepted).toEqual([pdf]);
    expect(result.rejected).toEqual([
      { file: big, reason: 'size' },
      { file: exe, reason: 'type' },
    ]);
  });

  it('allows a file of exactly the limit', () => {
    expect(validateFiles([file('a.pdf', '', 10)], { maxSize: 10 }).accepted).toHaveLength(1);
  });
});

describe('formatBytes', () => {
  it('uses SI units in the locale', () => {
    expect(formatBytes(512, 'en-GB')).toBe('512 byte');
    expect(formatBytes(20_000_000, 'en-GB')).toBe('20 MB');
    // Swiss German writes a decimal point, German a comma.
    expect(formatBytes(1_500_000, 'de-CH')).toBe('1.5 MB');
    expect(formatBytes(1_500_000, 'de-DE')).toBe('1,5 MB');
  });
});
