import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gap = style({ paddingInline: vars.space.sm, color: vars.color.text.secondary });

/** The current page: the tertiary button's look, filled, so it reads as "you are here". */
export const current = style({
  selectors: {
    '&[aria-current]': { background: vars.color.brand.subtle, borderColor: vars.color.brand.solid },
  },
});
