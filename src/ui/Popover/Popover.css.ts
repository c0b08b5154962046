import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const popoverBody = style({
  padding: vars.space.lg,
  outline: 'none',
  maxWidth: vars.size.dialogSm,
});

export const arrow = style({});
globalStyle(`${arrow} svg`, {
  display: 'block',
  fill: vars.color.surface.overlay,
  stroke: vars.color.border.subtle,
});
// The arrow points at the trigger whichever side the popover opened on.
globalStyle(`${arrow}[data-placement=bottom] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement=left] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement=right] svg`, { transform: 'rotate(90deg)' });
