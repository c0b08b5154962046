import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

/** A fieldset without the browser's frame: the overlay's sections and member rows. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const groupTitle = style({
  margin: 0,
  // A legend is no flex item of its fieldset: the gap below it is its own.
  marginBlockEnd: vars.space.sm,
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
});

export const rowTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
