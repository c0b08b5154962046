import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

/**
 * Navigation links: `bar` in a horizontal bar (the header, a sub-navigation row), `list` in a
 * vertical list (a sidebar, the drawer). The current page (`aria-current`) is marked by colour
 * and a bar, never by colour alone.
 */
export const navLink = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      color: vars.color.text.secondary,
      fontWeight: vars.fontWeight.medium,
      textDecoration: 'none',
      borderRadius: vars.radii.sm,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      selectors: {
        '&[data-hovered]': {
          color: vars.color.text.primary,
          background: vars.color.surface.sunken,
        },
        '&[data-current]': { color: vars.color.brand.text },
      },
    },
  ],
  variants: {
    variant: {
      bar: {
        minHeight: vars.size.controlMd,
        padding: `0 ${vars.space.md}`,
        boxShadow: `inset 0 -2px 0 transparent`,
        selectors: {
          '&[data-current]': { boxShadow: `inset 0 -3px 0 ${vars.color.brand.solid}` },
        },
      },
      /** The product mark and name leading home: no hover tint, always the primary text colour. */
      brand: {
        minHeight: vars.size.controlMd,
        padding: `0 ${vars.space.xs}`,
        color: vars.color.text.primary,
        fontWeight: vars.fontWeight.bold,
        fontSize: vars.fontSize.lg,
        selectors: {
          '&[data-hovered], &[data-current]': {
            color: vars.color.text.primary,
            background: 'transparent',
          },
        },
      },
      list: {
        minHeight: vars.size.controlMd,
        padding: `${vars.space.sm} ${vars.space.md}`,
        boxShadow: `inset 3px 0 0 transparent`,
        selectors: {
          '&[data-current]': {
            background: vars.color.brand.subtle,
            boxShadow: `inset 3px 0 0 ${vars.color.brand.solid}`,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'bar' },
});

/** A sub-navigation's link: a row entry on narrow screens, a sidebar entry from lg up. */
export const sidebarLink = style({
  '@media': {
    [media.desktop]: {
      boxShadow: `inset 3px 0 0 transparent`,
      padding: `${vars.space.sm} ${vars.space.md}`,
      selectors: {
        '&[data-current]': {
          background: vars.color.brand.subtle,
          boxShadow: `inset 3px 0 0 ${vars.color.brand.solid}`,
        },
      },
    },
  },
});
