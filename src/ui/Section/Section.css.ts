import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 16rem',
  minWidth: 0,
});

const heading = {
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
} as const;

export const title = {
  2: style({ ...heading, fontSize: vars.fontSize.xl }),
  3: style({ ...heading, fontSize: vars.fontSize.lg }),
};

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  maxWidth: '70ch',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
