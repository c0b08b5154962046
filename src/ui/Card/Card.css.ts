import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const card = style({
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.xl,
});
