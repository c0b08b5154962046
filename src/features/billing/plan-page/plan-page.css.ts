import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const inlineItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const addressGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
