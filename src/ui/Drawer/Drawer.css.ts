import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.surface.backdrop,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } },
});

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(320px, 85vw)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
    '[dir="rtl"] &[data-entering]': { animationDirection: 'reverse' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
