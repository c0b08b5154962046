import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

/** Out of sight until focused: the first stop of a page's keyboard order. */
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
