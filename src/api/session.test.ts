import { afterEach, describe, expect, it } from 'vitest';
import { returnUrlStore, tokenStore } from './session';

afterEach(() => sessionStorage.clear());

describe('token store', () => {
  it('keeps the token under accessToken with its expiry', () => {
    tokenStore.set('abc', '2099-01-01T00:00:00.000Z');
    expect(JSON.parse(sessionStorage.getItem('accessToken') ?? '')).toEqual({
      value: 'abc',
      expiration: Date.parse('2099-01-01T00:00:00.000Z'),
    });
    expect(tokenStore.get()).toBe('abc');
  });

  it('forgets an expired or corrupt token', () => {
    tokenStore.set('old', Date.now() - 1);
    expect(tokenStore.get()).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    sessionStorage.setItem('accessToken', '{not json');
    expect(tokenStore.get()).toBeNull();
  });
});

describe('return URL', () => {
  it('is restored once', () => {
    returnUrlStore.remember('/dashboard?tab=drafts');
    expect(returnUrlStore.take()).toBe('/dashboard?tab=drafts');
    expect(returnUrlStore.take()).toBeNull();
  });

  it('never stores login, logout or another origin', () => {
    for (const url of ['/login', '/logout?x=1', '//evil.example/x', 'https://evil.example/']) {
      returnUrlStore.remember(url);
      expect(returnUrlStore.take()).toBeNull();
    }
  });
});
