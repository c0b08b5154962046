import { describe, expect, it } from 'vitest';
import {
  badgeLevel,
  hasAdvanced,
  needOf,
  reaches,
  standingIn,
  type Need,
  type Standing,
} from './standing';
import type { Legislation, SignatureQualities } from './types';

const qes = { quality: 'qes' } as const;
const aesMinimal = { quality: 'aes_minimal' } as const;

describe('standingIn', () => {
  it.each<[SignatureQualities, Legislation, Standing]>([
    [{}, 'eidas', null],
    [{ qes: { zertes: qes } }, 'zertes', 'qes'],
    [{ qes: { zertes: qes } }, 'eidas', null],
    [{ aesMinimal: { eidas: aesMinimal } }, 'eidas', 'aesMinimal'],
    [{ aesMinimal: { eidas: aesMinimal }, qes: { eidas: qes } }, 'eidas', 'qes'],
  ])('%j under %s → %s', (qualities, legislation, expected) => {
    expect(standingIn(qualities, legislation)).toBe(expected);
  });

  it('Mobile ID is aes.any', () => {
    expect(hasAdvanced({ aes: { any: { quality: 'aes' } } })).toBe(true);
    expect(hasAdvanced({ ses: { any: { quality: 'ses' } } })).toBe(false);
  });

  it.each([
    ['qes', 'qes'],
    ['aesMinimal', 'aes'],
    ['aes', 'aes'],
    [null, 'ses'],
  ] as const)('%s is shown as %s', (level, badge) => expect(badgeLevel(level)).toBe(badge));
});

describe('needOf', () => {
  it.each<[string, string, Need | null]>([
    ['QES', 'ZERTES', { level: 'qes', legislations: ['zertes'] }],
    ['QES', 'EIDAS', { level: 'qes', legislations: ['eidas'] }],
    ['AES', 'UNDEFINED', { level: 'aes', legislations: ['eidas', 'zertes'] }],
    ['AES_MINIMAL', 'EIDAS', { level: 'aes', legislations: ['eidas'] }],
    ['SES', 'UNDEFINED', null],
    ['PART11', 'UNDEFINED', null],
  ])('%s under %s', (quality, legislation, expected) => {
    expect(needOf({ quality, legislation } as Parameters<typeof needOf>[0])).toEqual(expected);
  });
});

describe('reaches', () => {
  it.each<[Standing, Need['level'], boolean]>([
    ['qes', 'qes', true],
    ['aesMinimal', 'qes', false],
    ['aesMinimal', 'aes', true],
    ['qes', 'aes', true],
    [null, 'aes', false],
  ])('%s for %s → %s', (standing, level, expected) =>
    expect(reaches(standing, level)).toBe(expected),
  );
});
