import { describe, expect, it } from 'vitest';
import { guestAuthorization, guestToken } from './guest-client';

describe('guest credentials', () => {
  it('are Basic base64(userid:id), as the server reads the link pair', () => {
    const header = guestAuthorization({ id: 'sr_request', userid: 'gl_secret' });
    expect(header).toBe(`Basic ${btoa('gl_secret:sr_request')}`);
    expect(atob(header.slice('Basic '.length))).toBe('gl_secret:sr_request');
  });
});

describe('guest token', () => {
  it('is the same pair in base64url without padding', () => {
    const token = guestToken({ id: 'sr_a', userid: 'sig_b?' });
    expect(token).not.toMatch(/[+/=]/);
    const base64 = token.replace(/-/g, '+').replace(/_/g, '/');
    expect(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))).toBe('sig_b?:sr_a');
  });
});
