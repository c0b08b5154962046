import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusOutline } from '../focus.css';
import { thumbnailWidth } from './layout';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
  containerType: 'inline-size',
});

export const ready = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const toolbarGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const pageField = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const pageInput = style({
  width: vars.size.controlLg,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radii.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusOutline },
});

export const toolbarText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({ display: 'flex', flex: 1, minHeight: 0, minWidth: 0 });

export const thumbnails = style({
  flex: 'none',
  overflowY: 'auto',
  borderRight: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@container': { '(max-width: 40rem)': { display: 'none' } },
});

export const thumbnailSpacer = style({ position: 'relative', width: thumbnailWidth });

export const thumbnail = style({
  position: 'absolute',
  left: 0,
  width: '100%',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const thumbnailPage = style({
  position: 'relative',
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  outline: `${vars.size.border} solid ${vars.color.border.subtle}`,
  selectors: {
    [`${thumbnail}[aria-current="page"] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.brand.solid}`,
    },
  },
});

export const scroller = style({
  flex: 1,
  minWidth: 0,
  overflow: 'auto',
  position: 'relative',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

export const spacer = style({ position: 'relative', margin: '0 auto' });

export const page = style({
  position: 'absolute',
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});

export const canvas = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
});

export const layerHost = style({ position: 'absolute', inset: 0 });

/** The box itself lets pointers through to the text layer; what callers draw in it catches them. */
export const overlay = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });

globalStyle(`${overlay} > *`, { pointerEvents: 'auto' });

export const message = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.lg,
  flex: 1,
  padding: vars.space.xl,
  minHeight: 0,
});

// An A4-shaped placeholder: most documents are A4, so the real page replaces it in place.
export const skeletonPage = style({
  width: '100%',
  maxWidth: vars.size.dialogMd,
  aspectRatio: '595 / 842',
});

/** With the picture of page 1: from the top, where pdf.js will show the page. */
export const messageFromTop = style({ alignContent: 'start' });

/** The server's picture of page 1, filling the page's box until pdf.js has painted it. */
export const firstPageImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});

/** Over page 1 of the open document (same spot, same size) until its canvas is painted. */
export const firstPageOverCanvas = style({ position: 'absolute', zIndex: 1 });

// pdf.js' text layer: transparent spans laid over the canvas at the glyphs' positions
// (adapted from pdfjs-dist/web/pdf_viewer.css, which we do not load whole).
export const textLayer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  lineHeight: 1,
  textAlign: 'initial',
  textSizeAdjust: 'none',
  forcedColorAdjust: 'none',
  transformOrigin: '0 0',
  caretColor: 'CanvasText',
  zIndex: 0,
  vars: {
    '--min-font-size': '1',
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
});

globalStyle(`${textLayer} :is(span, br)`, {
  color: 'transparent',
  position: 'absolute',
  whiteSpace: 'pre',
  cursor: 'text',
  transformOrigin: '0% 0%',
});

globalStyle(
  `${textLayer} > :not(.markedContent), ${textLayer} .markedContent span:not(.markedContent)`,
  {
    zIndex: 1,
    vars: { '--font-height': '0', '--scale-x': '1', '--rotate': '0deg' },
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
);

globalStyle(`${textLayer} .markedContent`, { display: 'contents' });

globalStyle(`${textLayer} ::selection`, {
  background: 'color-mix(in srgb, AccentColor, transparent 75%)',
});

globalStyle(`${textLayer} br::selection`, { background: 'transparent' });

globalStyle(`${textLayer} .endOfContent`, {
  display: 'block',
  position: 'absolute',
  inset: '100% 0 0',
  zIndex: 0,
  cursor: 'default',
  userSelect: 'none',
});
