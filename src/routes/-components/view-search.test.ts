import { describe, expect, it } from 'vitest';
import { exitUrlState, redirectTimeout, viewSearch } from './view-search';

describe('view route query', () => {
  it('keeps http and https exit addresses only', () => {
    expect(
      viewSearch({
        exitURL: 'https://shop.example/done?order=7',
        errorURL: 'http://shop.example/error',
        declineURL: 'javascript:alert(1)',
      }),
    ).toEqual({
      exitURL: 'https://shop.example/done?order=7',
      errorURL: 'http://shop.example/error',
    });
    expect(viewSearch({ exitURL: '/relative', declineURL: 'ftp://x.example/' })).toEqual({});
    // Present as undefined, so the router cannot fall back to the raw query value.
    expect(viewSearch({ exitURL: 'javascript:alert(1)' })).toHaveProperty('exitURL', undefined);
  });

  it('clamps redirectTimeout to 10–90 s, 0 disables, non-numbers are ignored', () => {
    expect(redirectTimeout('5')).toBe(10);
    expect(redirectTimeout(120)).toBe(90);
    expect(redirectTimeout('30')).toBe(30);
    expect(redirectTimeout('0')).toBe(0);
    expect(redirectTimeout('soon')).toBeUndefined();
    expect(redirectTimeout('')).toBeUndefined();
    expect(exitUrlState(viewSearch({ redirectTimeout: 'soon' })).timeout).toBe(45);
  });

  it('reads declineRedirect as a flag, on by default', () => {
    expect(viewSearch({ declineRedirect: 'false' })).toEqual({ declineRedirect: false });
    expect(exitUrlState({}).declineRedirect).toBe(true);
    expect(viewSearch({ declineRedirect: 'maybe' })).toEqual({});
  });
});
