import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The element measured for the SVG's width: never wider than its column. */
export const plot = style({ width: '100%', minWidth: 0, overflow: 'hidden' });

export const svg = style({ display: 'block', overflow: 'visible' });

// visx writes its own fill, size and font as SVG attributes; CSS wins over those, so the axes
// follow the theme (dark mode) and the kit's type scale.
export const axis = style({});
globalStyle(`${axis} text`, {
  fill: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
});
globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.border.strong });

export const gridLine = style({ stroke: vars.color.border.subtle, strokeDasharray: '2 3' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radii.sm,
  flexShrink: 0,
});

/** A funnel stage's name and figures above its bar. */
export const stageText = style({
  fill: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
});

export const stageFigure = style([stageText, { fill: vars.color.text.secondary }]);

export const track = style({ fill: vars.color.surface.sunken });

/** The table alternative scrolls inside itself rather than widening the page on a phone. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
