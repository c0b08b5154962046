import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../design-tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '720px',
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
});

export const identityText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  '@media': { [media.shell.up('sm')]: { gridTemplateColumns: 'max-content 1fr' } },
});

export const term = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  '@media': { [media.shell.up('sm')]: { fontSize: vars.fontSize.md } },
});

export const value = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:not(:last-child)': { marginBottom: vars.space.sm } },
  '@media': {
    [media.shell.up('sm')]: { selectors: { '&:not(:last-child)': { marginBottom: 0 } } },
  },
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
