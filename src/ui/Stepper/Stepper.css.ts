import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.text.secondary,
  },
  variants: {
    state: {
      done: { color: vars.color.text.primary },
      current: { color: vars.color.brand.text, fontWeight: vars.fontWeight.bold },
      upcoming: {},
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    borderRadius: vars.radii.pill,
    border: `${vars.size.focusRing} solid ${vars.color.border.strong}`,
    fontSize: vars.fontSize.xs,
  },
  variants: {
    state: {
      done: {
        background: vars.color.brand.solid,
        borderColor: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
      },
      current: { borderColor: vars.color.brand.solid, color: vars.color.brand.text },
      upcoming: {},
    },
  },
});
