import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { choiceRow, indicator } from '../shared/choice.css';

export const circle = style([
  indicator,
  {
    borderRadius: vars.radii.pill,
    selectors: {
      // A selected radio is a ring around a dot, not a filled box with a tick.
      [`${choiceRow}[data-selected] &`]: {
        background: vars.color.surface.raised,
        borderWidth: '6px',
      },
    },
  },
]);

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg });
