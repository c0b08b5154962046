import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../../../design-tokens';

type AvatarColor = (typeof tokens.avatarColors)[number];
/** One entry per avatar colour, keyed and valued by its name. */
const byColor = Object.fromEntries(tokens.avatarColors.map((color) => [color, color])) as Record<
  AvatarColor,
  AvatarColor
>;

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.lg,
});

export const signerCard = style({
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface.raised,
});

export const signerHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const swatch = styleVariants(byColor, (color) => ({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radii.pill,
  background: vars.color.avatar[color].bg,
  border: `${vars.size.border} solid ${vars.color.avatar[color].fg}`,
}));

/** The e-mail field beside its Remove button; on a phone the button goes below the field. */
export const observerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

export const documentList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
});

export const documentRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Fills the viewer's page overlay; a click on it places the chosen signer's box. */
export const pageOverlay = style({
  position: 'absolute',
  inset: 0,
  cursor: 'crosshair',
});

const boxBase = style({
  position: 'absolute',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  borderRadius: vars.radii.sm,
  cursor: 'move',
  touchAction: 'none',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

/** A translucent fill: the page stays readable through a box or a field. */
const tint = (color: string, percent: number) =>
  `color-mix(in srgb, ${color} ${percent}%, transparent)`;

/**
 * A signer's box: the page shows through a light tint of the signer's avatar colour, inside a
 * solid border of it; the signer's name labels it (colour is never the only cue).
 */
export const box = styleVariants(byColor, (color) => [
  boxBase,
  {
    // currentColor paints the resize handle.
    color: vars.color.avatar[color].bg,
    background: tint(vars.color.avatar[color].bg, 14),
    border: `${vars.size.focusRing} solid ${vars.color.avatar[color].bg}`,
  },
]);

const labelBase = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.xs}`,
  borderBottomRightRadius: vars.radii.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

/** The name tab in a box's corner: the avatar pair, which the contrast test holds to AA. */
export const boxLabel = styleVariants(byColor, (color) => [
  labelBase,
  { color: vars.color.avatar[color].fg, background: vars.color.avatar[color].bg },
]);

export const resizeHandle = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  cursor: 'nwse-resize',
  background: 'currentColor',
  borderTopLeftRadius: vars.radii.sm,
});

/** One document: the viewer, and under it the keys, shown while a box has keyboard focus. */
export const documentArea = style({
  display: 'grid',
  gap: vars.space.sm,
  containerType: 'inline-size',
});

/**
 * The viewer at a bounded height (one page in view, with its own scrolling, thumbnails and
 * page navigation) instead of every page inline. On phones it uses the card's padding too, so
 * fit-width shows the page as large as the screen allows.
 */
export const viewer = style({
  height: 'min(75vh, 56rem)',
  minHeight: '20rem',
  '@container': {
    // A phone-wide card (its padding is xl).
    '(max-width: 30rem)': { marginInline: `calc(${vars.space.xs} - ${vars.space.xl})` },
  },
});

/**
 * The box keys: read to screen readers through each box's aria-describedby, shown only while
 * a box has keyboard focus (:focus-visible), so touch and mouse users do not see them.
 */
export const keysHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  selectors: {
    [`${documentArea}:not(:has([data-signature-box]:focus-visible)) &`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/**
 * A signature field of the PDF itself, under the boxes: dashed (a place to sign, not a box),
 * a suggestion while no signer has it, in its signer's colour once one does.
 */
const fieldBase = style({
  position: 'absolute',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  borderRadius: vars.radii.sm,
  overflow: 'hidden',
  cursor: 'pointer',
});

export const fieldMarker = styleVariants(byColor, (color) => [
  fieldBase,
  {
    background: tint(vars.color.avatar[color].bg, 8),
    border: `${vars.size.focusRing} dashed ${vars.color.avatar[color].bg}`,
  },
]);

export const freeFieldMarker = style([
  fieldBase,
  {
    background: tint(vars.color.surface.sunken, 40),
    border: `${vars.size.focusRing} dashed ${vars.color.border.strong}`,
  },
]);

export const freeFieldLabel = style([
  labelBase,
  { color: vars.color.text.primary, background: vars.color.surface.raised },
]);

/** The page "Add box" aims at: narrow, so it never pushes its card wider on a phone. */
export const pageField = style({ width: '9rem', maxWidth: '100%' });
