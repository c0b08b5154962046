import { style } from '@vanilla-extract/css';
import { vars } from '../../design-tokens';

/** The ring's own look, for a native control that reports focus by `:focus-visible`. */
export const focusOutline = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

/** The one visible focus ring, applied when react-aria reports keyboard focus. */
export const focusRing = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusOutline },
});
