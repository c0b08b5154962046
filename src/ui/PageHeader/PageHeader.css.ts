import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/**
 * Title block and actions share a wrapping row: the title block wants at least 18rem, so on a
 * phone the actions fall below it instead of squeezing it (no media query needed).
 */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 18rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const back = style({ fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '0 1 auto',
  maxWidth: '100%',
});
