import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

/** The same look as a field's error, for the terms checkbox that has no field frame. */
export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.status.danger.text,
});
