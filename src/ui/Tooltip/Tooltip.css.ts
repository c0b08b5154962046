import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const tooltip = style({
  maxWidth: vars.size.tooltipMax,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  background: vars.color.text.primary,
  color: vars.color.surface.raised,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.sm,
  zIndex: vars.zIndex.tooltip,
});
