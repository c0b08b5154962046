import { describe, expect, it } from 'vitest';
import { withRequestRedirect } from '../components/request-redirect';
import { batchError, failureOverlay } from './outcome';

const problem = (code: string) => ({ code, status: 422, message: code });

describe('failure overlays', () => {
  it('maps each refusal to its overlay, anything else to the failure overlay', () => {
    expect(failureOverlay(problem('REQUEST_LOCKED'))).toBe('signing-locked');
    expect(failureOverlay(problem('TAN_EXPIRED'))).toBe('tan-expired');
    expect(failureOverlay(problem('TAN_INVALID'))).toBe('tan-invalid');
    expect(failureOverlay(problem('TAN_LOCKED'))).toBe('tan-locked');
    expect(failureOverlay(problem('SIGNATURES_EXHAUSTED'))).toBe('exhausted-signatures');
    expect(failureOverlay(problem('IDENTIFICATION_REQUIRED'))).toBe('signing-failure');
    expect(failureOverlay(new TypeError('offline'))).toBe('signing-failure');
  });
  it('treats a batch that is not fully signed as failed, with its first reason', () => {
    expect(batchError({ status: 'SIGNED' })).toBeNull();
    expect(
      batchError({
        status: 'FAILED',
        results: [{ error: { code: 'INVALID_STATE', message: 'closed' } }],
      }),
    ).toMatchObject({ code: 'INVALID_STATE', status: 422 });
  });
});

describe('the request’s stored redirect', () => {
  const exit = { timeout: 45, declineRedirect: true, exitUrl: 'https://query.example/' };
  it('fills what the link’s query left out; the query wins', () => {
    const merged = withRequestRedirect(exit, {
      exit_url: 'https://stored.example/',
      error_url: 'https://stored.example/error',
      redirect_timeout: 20,
    });
    expect(merged).toMatchObject({
      exitUrl: 'https://query.example/',
      errorUrl: 'https://stored.example/error',
      timeout: 20,
    });
    expect(withRequestRedirect(exit, { redirect_timeout: 20 }, true).timeout).toBe(45);
  });
});
