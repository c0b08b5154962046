import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { statusTones, variantsOf } from '../shared/tones';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  minWidth: 0,
});

/** A 72px disc in the tone's tint, ringed by its border colour (≥ 3:1), the glyph in its text. */
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radii.pill,
  border: `${vars.size.focusRing} solid`,
});
globalStyle(`${icon} svg`, { width: '40px', height: '40px', strokeWidth: 2.5 });

export const tone = styleVariants(
  variantsOf(statusTones, (name) => ({
    color: vars.color.status[name].text,
    background: vars.color.status[name].background,
    borderColor: vars.color.status[name].border,
  })),
);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '52ch',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.text.secondary });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
});
