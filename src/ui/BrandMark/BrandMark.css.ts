import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const brandMark = style({
  flexShrink: 0,
  color: vars.color.brand.solid,
  vars: { '--brand-mark-ink': vars.color.brand.onSolid },
});

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  whiteSpace: 'nowrap',
});
