import { describe, expect, it } from 'vitest';
import { e164Of, isCode } from './mobile-input';

describe('e164Of', () => {
  it.each([
    ['+41795550123', '+41795550123'],
    ['+41 79 555 01 23', '+41795550123'],
    [' +41 (79) 555-01.23 ', '+41795550123'],
    ['0041 79 555 01 23', '+41795550123'],
    ['+4915112345678', '+4915112345678'],
    ['+123456789012345', '+123456789012345'],
  ])('takes %j as %s', (typed, expected) => {
    expect(e164Of(typed)).toBe(expected);
  });

  it.each([
    ['', 'nothing'],
    ['079 555 01 23', 'no country code'],
    ['+0795550123', 'a country code starting with 0'],
    ['+4179555', 'too few digits'],
    ['+1234567890123456', 'more than 15 digits'],
    ['+41 79 555 01 2x', 'a letter'],
    ['++41795550123', 'two plus signs'],
  ])('refuses %j (%s)', (typed) => {
    expect(e164Of(typed)).toBeNull();
  });
});

describe('isCode', () => {
  it.each([
    ['123456', true],
    [' 012345 ', true],
    ['12345', false],
    ['1234567', false],
    ['12 345', false],
    ['abcdef', false],
  ])('%j is a code: %s', (typed, expected) => {
    expect(isCode(typed)).toBe(expected);
  });
});
