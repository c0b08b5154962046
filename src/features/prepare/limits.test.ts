import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, fitToRequest, looksLikePdf, titleFromFileName } from './limits';

const file = (name: string, size: number, content = '%PDF-1.7') =>
  Object.defineProperty(new File([content], name, { type: 'application/pdf' }), 'size', {
    value: size,
  });

describe('upload limits', () => {
  it('refuses files beyond 50 documents or 60 MB together', () => {
    const MB = 1024 * 1024;
    const result = fitToRequest(
      [file('a.pdf', 30 * MB), file('b.pdf', 25 * MB), file('c.pdf', 10 * MB)],
      {
        count: 0,
        bytes: 0,
      },
    );
    expect(result.accepted.map((item) => item.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(result.rejected).toEqual([{ file: expect.any(File), reason: 'tooLargeTogether' }]);
    const full = fitToRequest([file('d.pdf', 1)], { count: DOCUMENT_LIMITS.documents, bytes: 0 });
    expect(full.rejected[0]?.reason).toBe('tooMany');
  });

  it('recognises a PDF by its header, not its name', async () => {
    expect(await looksLikePdf(new Blob(['%PDF-1.4\n…']))).toBe(true);
    expect(await looksLikePdf(new Blob(['hello']))).toBe(false);
  });

  it('titles a draft after its first file', () => {
    expect(titleFromFileName('Rental agreement.PDF')).toBe('Rental agreement');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
  });
});
