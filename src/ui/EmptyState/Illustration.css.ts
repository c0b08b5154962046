import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

// The drawings take every colour from the theme, so they follow light and dark.
export const illustration = style({ display: 'block', width: '120px', height: '96px' });
export const backdrop = style({ fill: vars.color.brand.subtle });
export const paper = style({
  fill: vars.color.surface.raised,
  stroke: vars.color.border.strong,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});
export const line = style({
  fill: 'none',
  stroke: vars.color.neutral['400'],
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const outline = style({
  fill: 'none',
  stroke: vars.color.border.strong,
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const accent = style({
  fill: 'none',
  stroke: vars.color.brand.solid,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const accentFill = style({ fill: vars.color.brand.solid });
export const onAccent = style({
  fill: 'none',
  stroke: vars.color.brand.onSolid,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const dashed = style({
  fill: vars.color.surface.raised,
  stroke: vars.color.neutral['400'],
  strokeWidth: 2,
  strokeDasharray: '4 4',
});
