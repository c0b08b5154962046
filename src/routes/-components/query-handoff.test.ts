import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/session';
import { identificationRequest, takeHandoff } from './query-handoff';

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

  it('stores sr for the identification pages', () => {
    const handoff = takeHandoff('/profile/signature-standards', '?sr=sr_8Jm3kQ2xZr5tW9aB', '');
    expect(handoff.cleanHref).toBe('/profile/signature-standards');
    expect(identificationRequest.get()).toBe('sr_8Jm3kQ2xZr5tW9aB');
  });

  it('drops malformed values without storing them', () => {
    const handoff = takeHandoff('/login', '?usertoken=short&sr=%3Cscript%3E', '');
    expect(handoff).toEqual({ newSession: false, cleanHref: '/login' });
    expect(tokenStore.get()).toBeNull();
    expect(identificationRequest.get()).toBeNull();
  });
});
