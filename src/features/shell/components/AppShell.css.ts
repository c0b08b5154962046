import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: vars.zIndex.tooltip,
  background: vars.color.surface.raised,
  padding: vars.space.sm,
  selectors: { '&:focus-within, &:focus': { top: vars.space.sm } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand.text,
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const main = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.xl,
  outline: 'none',
});

export const centred = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const subNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
});

export const panel = style({ width: '100%', maxWidth: '560px' });
