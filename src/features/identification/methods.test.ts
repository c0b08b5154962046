import { describe, expect, it } from 'vitest';
import { levelOf, methodStart, needsPersonalDetails, pathTo, type MethodStart } from './methods';
import type { Legislation, Level, Method } from './types';

describe('methodStart', () => {
  it.each<[Legislation, Method, MethodStart]>([
    ['eidas', 'video', { kind: 'page', path: 'eidas/video' }],
    ['eidas', 'robo', { kind: 'page', path: 'eidas/self' }],
    ['eidas', 'id-austria', { kind: 'dialog' }],
    ['eidas', 'external-sc', { kind: 'direct' }],
    ['zertes', 'video', { kind: 'page', path: 'zertes/video' }],
    ['zertes', 'autoident', { kind: 'page', path: 'zertes/auto' }],
    ['zertes', 'mobile-id', { kind: 'page', path: 'mobile-id' }],
    ['zertes', 'loc', { kind: 'direct' }],
    ['zertes', 'external-sc', { kind: 'direct' }],
  ])('%s %s', (legislation, method, expected) => {
    expect(methodStart(legislation, method)).toEqual(expected);
  });
});

describe('needsPersonalDetails', () => {
  it.each<[Legislation, Method, boolean]>([
    ['zertes', 'video', true],
    ['zertes', 'loc', true],
    ['zertes', 'mobile-id', false],
    ['eidas', 'video', false],
  ])('%s %s → %s', (legislation, method, expected) => {
    expect(needsPersonalDetails(legislation, method)).toBe(expected);
  });
});

describe('pathTo', () => {
  it.each<[string, string, Record<string, string | undefined>, string]>([
    ['/profile/signature-standards', '', {}, '/profile/signature-standards'],
    [
      '/profile/signature-standards',
      'eidas',
      { sr: 'sr_1' },
      '/profile/signature-standards/eidas?sr=sr_1',
    ],
    [
      '/direct-sign/identification',
      'zertes',
      { sr: 'sr_1', method: 'loc' },
      '/direct-sign/identification/zertes?sr=sr_1&method=loc',
    ],
    [
      '/profile/signature-standards',
      'zertes/video',
      { sr: undefined },
      '/profile/signature-standards/zertes/video',
    ],
  ])('%s + %s', (base, sub, query, expected) => expect(pathTo(base, sub, query)).toBe(expected));
});

describe('levelOf', () => {
  it.each<[Method, Level]>([
    ['video', 'qes'],
    ['robo', 'qes'],
    ['autoident', 'qes'],
    ['id-austria', 'qes'],
    ['loc', 'qes'],
    ['external-sc', 'aesMinimal'],
    ['mobile-id', 'aes'],
  ])('%s gives %s', (method, level) => expect(levelOf(method)).toBe(level));
});
