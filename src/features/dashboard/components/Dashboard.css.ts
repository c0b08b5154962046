import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

export const title = style({ fontWeight: vars.fontWeight.medium, display: 'block' });

export const signers = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const footer = style({ display: 'flex', justifyContent: 'center' });
