import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../design-tokens';

/** Documents take the wide column; details, people and history sit beside them on desktops. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.library.up('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Avatar, text and the end (status, menu); the end wraps under the text when narrow. */
export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const personText = style({ display: 'grid', flex: '1 1 10rem', minWidth: 0 });

export const personName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const personEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const wrapAnywhere = style({ overflowWrap: 'anywhere' });

export const secondary = style({ color: vars.color.text.secondary });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** A signer's box on the page: outlined only, so the document stays readable under it. */
export const box = style({
  position: 'absolute',
  boxSizing: 'border-box',
  border: `${vars.size.focusRing} dashed ${vars.color.border.focus}`,
  borderRadius: vars.radii.sm,
  pointerEvents: 'none',
});

export const timeline = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
