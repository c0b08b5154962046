import { style } from '@vanilla-extract/css';
import { vars } from '../../design-tokens';

/** The one visible focus ring, applied when react-aria reports keyboard focus. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
  },
});
