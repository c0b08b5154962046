import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const row = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const status = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.status.success.text,
  selectors: { '&[data-failed]': { color: vars.color.status.danger.text } },
});
