import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

export const picture = style({
  width: '100%',
  maxWidth: '240px',
  height: 'auto',
  margin: '0 auto',
});
export const paper = style({ fill: vars.color.surface.sunken, stroke: vars.color.border.strong });
export const digits = style({ fill: vars.color.brand.text });
export const line = style({ stroke: vars.color.border.subtle });
