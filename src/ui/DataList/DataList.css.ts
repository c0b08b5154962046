import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

/*
 * One stretched-link rule serves rows and cards: the row link's ::after covers the nearest
 * positioned ancestor (the <tr> or the card), so the whole row is a click target while the
 * link stays one real, focusable <a>. Row actions sit above that layer.
 */
const linkHost = { position: 'relative' } as const;

export const frame = style({
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.raised,
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const column = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const row = style({
  ...linkHost,
  selectors: {
    '&:not(:last-child)': {
      borderBlockEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
    },
    '&:hover': { background: vars.color.surface.sunken },
  },
});

export const cell = style({
  padding: vars.space.md,
  verticalAlign: 'middle',
  textAlign: 'start',
  fontWeight: 'inherit',
  color: vars.color.text.primary,
});

export const align = styleVariants({ start: { textAlign: 'start' }, end: { textAlign: 'end' } });

/** Short values (dates, counts, badges) stay on one line; the title column takes the rest. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const primaryCell = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** The actions column: as narrow as its buttons, above the row link. */
export const actionsCell = style({ width: '1%', whiteSpace: 'nowrap', textAlign: 'end' });
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const emptyCell = style({ padding: 0 });

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const card = style({
  ...linkHost,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const cardTitle = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const cardDetails = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const cardDetail = style({ display: 'contents' });
export const cardTerm = style({ margin: 0, color: vars.color.text.secondary });
export const cardValue = style({ margin: 0, minWidth: 0, color: vars.color.text.primary });

export const emptyFrame = style({
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.raised,
});

/** The row link: looks like the row's title; its ::after is the whole row's hit area. */
export const rowLink = style({
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&[data-hovered]': { color: vars.color.brand.text, textDecoration: 'underline' },
    '&[data-focus-visible]::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

// A card's radius reaches its link's hit area, so the focus ring follows the card's corners.
globalStyle(`${card} ${rowLink}::after`, { borderRadius: vars.radii.lg });
