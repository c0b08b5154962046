import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './content-disposition';

describe('fileNameFrom', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFrom('attachment; filename="rental agreement.pdf"', 'x')).toBe(
      'rental agreement.pdf',
    );
  });
  it('reads an unquoted file name', () => {
    expect(fileNameFrom('attachment; filename=report.pdf', 'x')).toBe('report.pdf');
  });
  it('prefers the UTF-8 name', () => {
    expect(
      fileNameFrom(
        `attachment; filename="Vertrag.pdf"; filename*=UTF-8''Vertr%C3%A4ge%20Z%C3%BCrich.pdf`,
        'x',
      ),
    ).toBe('Verträge Zürich.pdf');
  });
  it('unescapes quoted characters', () => {
    expect(fileNameFrom('attachment; filename="say \\"hi\\".pdf"', 'x')).toBe('say "hi".pdf');
  });
  it('falls back without a header or name', () => {
    expect(fileNameFrom(null, 'document.pdf')).toBe('document.pdf');
    expect(fileNameFrom('attachment', 'document.pdf')).toBe('document.pdf');
  });
});
