import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const danger = style({ color: vars.color.status.danger.text });
export const separator = style({
  height: vars.size.border,
  margin: `${vars.space.xs} 0`,
  background: vars.color.border.subtle,
  border: 'none',
});
