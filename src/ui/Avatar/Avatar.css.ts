import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '../../../design-tokens';
import { variantsOf } from '../shared/tones';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radii.pill,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.fontSize.xs },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.fontSize.sm },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.fontSize.lg },
    },
    color: variantsOf(tokens.avatarColors, (c) => ({
      background: vars.color.avatar[c].bg,
      color: vars.color.avatar[c].fg,
    })),
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const group = style({ display: 'inline-flex', alignItems: 'center' });
/** Overlapping avatars, each ringed in the page colour so the edges stay visible. */
export const groupItem = style({
  display: 'inline-flex',
  borderRadius: vars.radii.pill,
  boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.surface.raised}`,
  selectors: { '&:not(:first-child)': { marginInlineStart: `calc(-1 * ${vars.space.sm})` } },
});
export const overflow = style({
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
});
