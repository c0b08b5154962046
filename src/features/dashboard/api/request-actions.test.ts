import { describe, expect, it } from 'vitest';
import { attachmentName } from './request-actions';

describe('attachmentName', () => {
  it('prefers the encoded name, then the plain one, then the fallback', () => {
    expect(
      attachmentName(`attachment; filename="a.zip"; filename*=UTF-8''Vertr%C3%A4ge.zip`, 'x.zip'),
    ).toBe('Verträge.zip');
    expect(attachmentName('attachment; filename="lease.zip"', 'x.zip')).toBe('lease.zip');
    expect(attachmentName('attachment', 'x.zip')).toBe('x.zip');
    expect(attachmentName(null, 'x.zip')).toBe('x.zip');
  });
});
