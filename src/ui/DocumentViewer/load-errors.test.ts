import { describe, expect, it } from 'vitest';
import { DocumentDownloadError, classifyLoadError, isAbort } from './load-errors';

describe('classifyLoadError', () => {
  it('treats download failures as network errors', () => {
    expect(classifyLoadError(new DocumentDownloadError(503))).toBe('network');
    expect(classifyLoadError(new DocumentDownloadError())).toBe('network');
  });

  it('treats whatever pdf.js rejects as a damaged file', () => {
    const invalid = Object.assign(new Error('Invalid PDF structure.'), {
      name: 'InvalidPDFException',
    });
    expect(classifyLoadError(invalid)).toBe('damaged');
  });
});

describe('isAbort', () => {
  it('recognises an aborted fetch only', () => {
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbort(new Error('AbortError'))).toBe(false);
  });
});
