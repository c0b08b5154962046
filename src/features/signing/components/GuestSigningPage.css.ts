import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

/** Out of sight until focused: the first stop of the page's keyboard order. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: vars.zIndex.tooltip,
  background: vars.color.surface.raised,
  color: vars.color.text.link,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/** The guest's own box on the page: where their signature will go. */
export const ownBox = style({
  position: 'absolute',
  boxSizing: 'border-box',
  border: `${vars.size.focusRing} dashed ${vars.color.border.focus}`,
  borderRadius: vars.radii.sm,
  background: `color-mix(in srgb, ${vars.color.border.focus} 10%, transparent)`,
  pointerEvents: 'none',
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const documentTarget = style({ outline: 'none', scrollMarginTop: vars.space.lg });
