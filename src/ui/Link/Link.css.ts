import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const link = style([
  focusRing,
  {
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    cursor: 'pointer',
    borderRadius: vars.radii.sm,
    selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
  },
]);
