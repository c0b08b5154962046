import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../design-tokens';

/**
 * Sticky, not fixed: the bar keeps its place at the end of the page's flow, so it reserves
 * its own height and never covers the last content; while the page scrolls it stays at the
 * bottom of the viewport. The home indicator's safe area is added below the buttons.
 */
export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  paddingBlockStart: vars.space.md,
  paddingBlockEnd: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  paddingInline: `max(${vars.space.lg}, env(safe-area-inset-left, 0px))`,
  background: vars.color.surface.raised,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border.subtle}`,
  boxShadow: '0 -4px 12px rgba(15, 23, 42, 0.08)',
});

export const status = style({
  flex: '1 1 12rem',
  minWidth: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

/** On a phone the buttons share the full width, the primary last (nearest the thumb). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  flex: '1 1 100%',
  '@media': {
    [media.library.up('sm')]: { flex: '0 1 auto', marginInlineStart: 'auto' },
  },
});

// On a phone each button (whatever the caller passed: Button, ButtonLink, a fragment of them)
// grows to share the row.
globalStyle(`${actions} > *`, {
  flex: '1 1 auto',
  '@media': { [media.library.up('sm')]: { flex: '0 0 auto' } },
});
