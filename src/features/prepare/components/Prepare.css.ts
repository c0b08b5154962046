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

export const observerRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: 1, minWidth: 0 });

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
  padding: vars.space.xs,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
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

export const box = styleVariants(byColor, (color) => [
  boxBase,
  {
    background: vars.color.avatar[color].bg,
    color: vars.color.avatar[color].fg,
    border: `${vars.size.focusRing} solid ${vars.color.avatar[color].fg}`,
  },
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

export const viewer = style({
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** A signature field of the PDF itself: dashed, under the boxes, in its signer's colour. */
const fieldBase = style({
  position: 'absolute',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-end',
  padding: vars.space.xs,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  cursor: 'pointer',
});

export const fieldMarker = styleVariants(byColor, (color) => [
  fieldBase,
  {
    color: vars.color.avatar[color].fg,
    background: vars.color.avatar[color].bg,
    border: `${vars.size.focusRing} dashed ${vars.color.avatar[color].fg}`,
  },
]);

export const freeFieldMarker = style([
  fieldBase,
  {
    color: vars.color.text.secondary,
    background: vars.color.surface.raised,
    border: `${vars.size.focusRing} dashed ${vars.color.border.strong}`,
  },
]);
