import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/session';
import { takeHandoff } from './query-handoff';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

afterEach(() => sessionStorage.clear());

describe('takeHandoff', () => {
  it('leaves an address without hand-over parameters alone', () => {
    expect(takeHandoff('/dashboard', '?tab=inbox', '')).toEqual({
      newSession: false,
      cleanHref: null,
    });
  });

  it('stores a usertoken as the session and removes it from the URL', () => {
    const handoff = takeHandoff('/dashboard', `?tab=inbox&usertoken=${token}`, 'top');
    expect(handoff).toEqual({ newSession: true, cleanHref: '/dashboard?tab=inbox#top' });
    expect(tokenStore.get()).toBe(token);
  });

  it('leaves sr in the URL: the identification pages keep it through the provider', () => {
    const handoff = takeHandoff('/profile/signature-standards', '?sr=sr_8Jm3kQ2xZr5tW9aB', '');
    expect(handoff).toEqual({ newSession: false, cleanHref: null });
  });

  it('drops a malformed token without storing it', () => {
    const handoff = takeHandoff('/login', '?usertoken=short&tab=inbox', '');
    expect(handoff).toEqual({ newSession: false, cleanHref: '/login?tab=inbox' });
    expect(tokenStore.get()).toBeNull();
  });
});
