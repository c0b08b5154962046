import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

/** A thick frame around the viewport that pointer events pass through. */
export const frame = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.tooltip,
  pointerEvents: 'none',
  border: `${vars.space.xs} solid ${vars.color.testSystem.frame}`,
});

export const label = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderEndStartRadius: vars.radii.md,
  borderEndEndRadius: vars.radii.md,
  background: vars.color.testSystem.frame,
  color: vars.color.testSystem.onFrame,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
