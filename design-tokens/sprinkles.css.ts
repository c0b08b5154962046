import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { libraryBreakpoints, shellBreakpoints } from './breakpoints';
import { vars } from './contract.css';

const minWidth = (px: number) => ({ '@media': `screen and (min-width: ${px}px)` });

/** Component-library breakpoints, mobile-first: `{ base: 'column', md: 'row' }`. */
const libraryConditions = {
  base: {},
  ...(Object.fromEntries(
    Object.entries(libraryBreakpoints).map(([name, px]) => [name, minWidth(px)]),
  ) as Record<keyof typeof libraryBreakpoints, { '@media': string }>),
};

/** Page-shell breakpoints, prefixed so they cannot be confused with the library set. */
const shellConditions = {
  base: {},
  ...(Object.fromEntries(
    Object.entries(shellBreakpoints).map(([name, px]) => [
      `shell${name[0]?.toUpperCase()}${name.slice(1)}`,
      minWidth(px),
    ]),
  ) as Record<'shellSm' | 'shellMd' | 'shellLg' | 'shellXl' | 'shellXxl', { '@media': string }>),
};

const columns = {
  1: 'repeat(1, minmax(0, 1fr))',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
  12: 'repeat(12, minmax(0, 1fr))',
};

const layout = defineProperties({
  conditions: libraryConditions,
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    gridTemplateColumns: columns,
    padding: vars.space,
    paddingInline: vars.space,
    paddingBlock: vars.space,
  },
});

/** Only what the page shell needs to switch at its widths: visibility and columns. */
const shell = defineProperties({
  conditions: shellConditions,
  defaultCondition: 'base',
  properties: {
    shellDisplay: {
      none: { display: 'none' },
      block: { display: 'block' },
      flex: { display: 'flex' },
      grid: { display: 'grid' },
    },
    shellColumns: Object.fromEntries(
      Object.entries(columns).map(([key, value]) => [key, { gridTemplateColumns: value }]),
    ) as Record<keyof typeof columns, { gridTemplateColumns: string }>,
  },
});

const surface = defineProperties({
  properties: {
    background: {
      page: vars.color.surface.page,
      raised: vars.color.surface.raised,
      sunken: vars.color.surface.sunken,
      transparent: 'transparent',
    },
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
    },
    borderRadius: vars.radii,
    boxShadow: vars.shadow,
    margin: vars.space,
    width: { full: '100%', auto: 'auto' },
    minWidth: { 0: '0' },
  },
});

export const sprinkles = createSprinkles(layout, shell, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];
