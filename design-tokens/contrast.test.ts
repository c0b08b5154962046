import { describe, expect, it } from 'vitest';
import {
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  meetsAA,
  parseHex,
  relativeLuminance,
} from './contrast';
import { colorPairs } from './pairs';
import { darkColors, lightColors } from './raw';

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the well-known smallest grey that passes AA (4.54).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('parses short and long hex and rejects anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1d4ed8')).toEqual([29, 78, 216]);
    expect(() => parseHex('rgb(0,0,0)')).toThrow();
    expect(relativeLuminance('#000')).toBe(0);
  });

  it('applies the text and non-text thresholds', () => {
    expect(AA_TEXT).toBe(4.5);
    expect(AA_NON_TEXT).toBe(3);
    expect(meetsAA('#949494', '#ffffff')).toBe(false);
    expect(meetsAA('#949494', '#ffffff', 'non-text')).toBe(true);
  });
});

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme colour pairs meet WCAG AA', (_theme, colors) => {
  const pairs = colorPairs(colors);
  it('covers signature levels, plans, statuses and all ten avatars', () => {
    const names = pairs.map((p) => p.name);
    for (const level of ['ses', 'aes', 'qes', 'part11']) {
      expect(names).toContain(`signature.${level}`);
      expect(names).toContain(`signature.${level} border`);
    }
    expect(names.filter((n) => n.startsWith('avatar.'))).toHaveLength(10);
  });
  it.each(pairs.map((p) => [p.name, p] as const))('%s', (_name, pair) => {
    const ratio = contrastRatio(pair.fg, pair.bg);
    expect(ratio, `${pair.fg} on ${pair.bg}`).toBeGreaterThanOrEqual(
      pair.kind === 'text' ? AA_TEXT : AA_NON_TEXT,
    );
  });
});
