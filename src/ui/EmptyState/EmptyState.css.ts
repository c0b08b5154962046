import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.text.secondary,
});
export const picture = style({ color: vars.color.text.secondary, maxWidth: '240px' });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});
export const body = style({ margin: 0, maxWidth: '48ch' });
