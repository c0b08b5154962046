import { describe, expect, it } from 'vitest';
import {
  holdsLevel,
  isOffered,
  levelOf,
  offeredMethods,
  withLevel,
} from '../../src/domain/identification/methods';

const names = (options: { method: string }[]) => options.map((option) => option.method);
const BOTH = { eidas: true, zertes: true };
const NEITHER = { eidas: false, zertes: false };

describe('identification methods', () => {
  it.each([
    [
      BOTH,
      true,
      'account',
      ['video', 'robo', 'id-austria'],
      ['video', 'loc', 'autoident', 'mobile-id'],
    ],
    [BOTH, true, 'guest', ['video', 'robo', 'id-austria'], ['video', 'loc', 'autoident']],
    [NEITHER, false, 'account', ['id-austria', 'external-sc'], ['loc', 'external-sc', 'mobile-id']],
    [NEITHER, false, 'guest', ['id-austria', 'external-sc'], ['loc', 'external-sc']],
    // Each legislation by its own coverage.
    [
      { eidas: false, zertes: true },
      true,
      'guest',
      ['id-austria', 'external-sc'],
      ['video', 'loc', 'autoident'],
    ],
    [
      { eidas: true, zertes: false },
      true,
      'guest',
      ['video', 'robo', 'id-austria'],
      ['loc', 'external-sc'],
    ],
  ] as const)(
    'coverage %j (covered %s) for %s: eIDAS %j, ZertES %j',
    (coverage, covered, audience, eidas, zertes) => {
      const offered = offeredMethods(coverage, audience);
      expect(offered.covered).toBe(covered);
      expect(names(offered.eidas)).toEqual(eidas);
      expect(names(offered.zertes)).toEqual(zertes);
      expect(offered.eidas.every((option) => option.provider === 'srs')).toBe(true);
      expect(offered.zertes.every((option) => option.provider === 'intrum')).toBe(true);
    },
  );

  it.each([
    ['srs', 'video', 'qes'],
    ['srs', 'robo', 'qes'],
    ['srs', 'id-austria', 'qes'],
    ['srs', 'external-sc', 'aesMinimal'],
    ['srs', 'autoident', undefined],
    ['srs', 'mobile-id', undefined],
    ['intrum', 'autoident', 'qes'],
    ['intrum', 'loc', 'qes'],
    ['intrum', 'mobile-id', 'aes'],
    ['intrum', 'robo', undefined],
  ] as const)('%s %s gives %s', (provider, method, level) => {
    expect(levelOf(provider, method)).toBe(level);
  });

  it('offers only what the list holds', () => {
    const uncovered = offeredMethods(NEITHER, 'account');
    expect(isOffered(uncovered, 'intrum', 'loc')).toBe(true);
    expect(isOffered(uncovered, 'intrum', 'video')).toBe(false);
    expect(isOffered(uncovered, 'srs', 'loc')).toBe(false);
  });

  it.each([
    [{}, 'ZERTES', 'qes', false],
    [{ qes: { zertes: { quality: 'qes' } } }, 'ZERTES', 'qes', true],
    [{ qes: { zertes: { quality: 'qes' } } }, 'EIDAS', 'qes', false],
    [{ qes: { eidas: { quality: 'demo' } } }, 'EIDAS', 'qes', false],
    [{ qes: { eidas: { quality: 'qes' } } }, 'EIDAS', 'aesMinimal', true],
    [{ aesMinimal: { eidas: { quality: 'aes_minimal' } } }, 'EIDAS', 'aesMinimal', true],
    [{ aesMinimal: { eidas: { quality: 'aes_minimal' } } }, 'EIDAS', 'qes', false],
    [{ aes: { any: { quality: 'aes' } } }, 'ZERTES', 'aes', true],
    [{}, 'ZERTES', 'aes', false],
  ] as const)('%j holds %s %s: %s', (qualities, legislation, level, held) => {
    expect(holdsLevel(qualities, legislation, level)).toBe(held);
  });

  it('adds the entry and keeps the others; a demo entry gives way to the real one', () => {
    const demo = {
      ses: { any: { quality: 'ses' as const } },
      qes: { eidas: { quality: 'demo' as const } },
    };
    expect(withLevel(demo, 'EIDAS', 'qes')).toEqual({
      ses: { any: { quality: 'ses' } },
      qes: { eidas: { quality: 'qes' } },
    });
    expect(withLevel(demo, 'ZERTES', 'aesMinimal')).toEqual({
      ...demo,
      aesMinimal: { zertes: { quality: 'aes_minimal' } },
    });
    expect(withLevel({}, 'ZERTES', 'aes')).toEqual({ aes: { any: { quality: 'aes' } } });
  });
});
