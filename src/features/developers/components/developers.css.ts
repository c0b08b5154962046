import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

const mono = {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
} as const;

/** The secret's read-only field: monospace, the whole value in view (it wraps on a phone). */
export const secret = style({
  ...mono,
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '40px',
  lineHeight: 1.6,
  outlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The example calls: kept as typed, wrapped rather than scrolled at 390 px. */
export const snippet = style({
  ...mono,
  margin: 0,
  padding: vars.space.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
});

/** A copy button and what it says after copying. */

export const username = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
