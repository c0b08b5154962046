import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../design-tokens';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupTitle = style({
  margin: 0,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
