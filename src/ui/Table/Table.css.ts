import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface.raised,
  borderRadius: vars.radii.lg,
  fontSize: vars.fontSize.sm,
});

export const column = style([
  focusRing,
  {
    textAlign: 'start',
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text.secondary,
    fontWeight: vars.fontWeight.medium,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    selectors: { '&[data-allows-sorting]': { cursor: 'pointer' } },
  },
]);

// Both tables draw a line between rows, and the same background under the pointer.
const divider = { borderBottom: `1px solid ${vars.color.border.subtle}` };
const hovered = { background: vars.color.surface.sunken };

export const row = style([
  focusRing,
  {
    selectors: {
      '&:not(:last-child)': divider,
      '&[data-hovered]': hovered,
      '&[data-selected]': { background: vars.color.brand.subtle },
    },
  },
]);

/** A row of the plain StaticTable: no selection, the pointer's hover straight from CSS. */
export const staticRow = style({
  selectors: {
    '&:not(:last-child)': divider,
    '&:hover': hovered,
  },
});

export const cell = style([focusRing, { padding: `${vars.space.md}`, verticalAlign: 'top' }]);

/** A header cell that names its row looks like the others in it. */
export const rowHeader = style({ textAlign: 'start', fontWeight: 'inherit' });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The narrow checkbox column of a selectable table. */
export const selection = style({ width: '1%', paddingInlineEnd: 0 });

/** A StaticTable's visible name, above it and aligned with the cells. */
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `0 0 ${vars.space.sm}`,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.medium,
});
