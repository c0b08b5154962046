import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  darkColors,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  lightColors,
  lineHeights,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
  type ColorTokens,
} from './raw';

const ms = (value: number) => `${value}ms`;
const motion = Object.fromEntries(
  Object.entries(durations).map(([name, value]) => [name, ms(value)]),
) as Record<keyof typeof durations, string>;

const shape = {
  color: lightColors,
  space,
  radii,
  fontSize: fontSizes,
  fontWeight: fontWeights,
  font: fonts,
  lineHeight: lineHeights,
  zIndex: zIndices,
  duration: motion,
  shadow: shadows,
  size: sizes,
};

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };

function nullLeaves<T extends object>(tokens: T): NullLeaves<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : nullLeaves(value),
    ]),
  ) as NullLeaves<T>;
}

/** The one theme contract; components read only these vars. */
export const vars = createThemeContract(nullLeaves(shape));

const theme = (color: ColorTokens) => ({ ...shape, color });

// Light is the default (spec); dark applies when the document asks for it.
createGlobalTheme(':root', vars, theme(lightColors));
createGlobalTheme(':root[data-theme="dark"]', vars, theme(darkColors));

globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });

// Motion shrinks to nothing for people who ask for less of it.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.duration.fast]: '0ms',
        [vars.duration.normal]: '0ms',
        [vars.duration.scrollAnimation]: '0ms',
        [vars.duration.tooltipOpenDelay]: '0ms',
      },
    },
  },
});
