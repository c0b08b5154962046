import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

/** Spec: a fully opaque scrim at z-index 1900 hides the page completely. */
export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlayScrim,
  background: vars.color.surface.scrim,
  overflow: 'auto',
});

export const overlay = style({
  minHeight: '100%',
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  zIndex: vars.zIndex.overlay,
});

export const content = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.dialogLg,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  outline: 'none',
  color: vars.color.text.primary,
});

export const closeButton = style({
  position: 'absolute',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
