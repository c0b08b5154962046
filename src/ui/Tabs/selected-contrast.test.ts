import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from '../../../design-tokens';
import { darkColors, lightColors } from '../../../design-tokens/raw';

/*
 * The selected state of NavTabs, Tab counts and SegmentedControl chips must be visible without
 * relying on aria-current: the marks it draws (fill, underline) hold 3:1 against what surrounds
 * them, and the text on them 4.5:1.
 */
describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme: selected tabs and chips', (_theme, c) => {
  const nonText: [string, string, string][] = [
    ['nav tab underline on page', c.brand.solid, c.surface.page],
    ['nav tab underline on raised', c.brand.solid, c.surface.raised],
    ['selected chip fill on page', c.brand.solid, c.surface.page],
    ['selected chip fill on raised', c.brand.solid, c.surface.raised],
    ['unselected chip outline on page', c.border.strong, c.surface.page],
    ['unselected chip outline on raised', c.border.strong, c.surface.raised],
  ];
  const text: [string, string, string][] = [
    ['current nav tab label', c.brand.text, c.brand.subtle],
    ['selected count pill', c.brand.onSolid, c.brand.solid],
    ['count pill in a selected chip', c.brand.solid, c.brand.onSolid],
    ['selected chip label', c.brand.onSolid, c.brand.solid],
    ['selected chip label, hovered', c.brand.onSolid, c.brand.solidHover],
    ['count pill', c.text.secondary, c.surface.sunken],
  ];
  it.each(nonText)('%s ≥ 3:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
  it.each(text)('%s ≥ 4.5:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
