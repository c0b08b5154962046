import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const emptyList = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
