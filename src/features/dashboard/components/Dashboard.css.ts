import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

export const title = style({ fontWeight: vars.fontWeight.medium, display: 'block' });

export const signers = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
