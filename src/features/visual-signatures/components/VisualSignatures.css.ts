import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../design-tokens';

// A signature is drawn for a white PDF page: the stamp and the drawing area stay "paper" in
// both themes, with a dark ink and a dark text on it.
const paper = '#ffffff';
const onPaper = '#374151';

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.raised,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const cardName = style({
  margin: 0,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const stampFrame = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  maxWidth: '300px',
  aspectRatio: '300 / 140',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
});

/** Once there is something to show (the stamp, or why not), the frame is paper. */
export const stampPaper = style({ background: paper });

export const stampImage = style({ display: 'block', width: '100%', height: 'auto' });

export const stampMessage = style({
  margin: 0,
  padding: vars.space.md,
  color: onPaper,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const stampBusy = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
});

export const stampHint = style({ margin: 0, color: vars.color.text.secondary });

/** The fields beside the preview from md; on a phone the preview comes first. */
export const editor = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.library.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
  },
});

export const previewColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [media.library.up('md')]: {
      order: 2,
      position: 'sticky',
      insetBlockStart: vars.space.lg,
      alignSelf: 'start',
    },
  },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

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

export const hint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const pad = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const padCanvas = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '600 / 240',
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radii.md,
  background: paper,
  // The finger draws; the page does not scroll under it.
  touchAction: 'none',
  cursor: 'crosshair',
});

export const padActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const locked = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
