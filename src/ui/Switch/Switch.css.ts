import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { choiceRow, indicator } from '../shared/choice.css';

export const track = style([
  indicator,
  {
    width: `calc(${vars.size.iconMd} * 2)`,
    borderRadius: vars.radii.pill,
    justifyContent: 'flex-start',
    padding: vars.space.xxs,
  },
]);

export const thumb = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginBlock: `calc(-1 * ${vars.space.xxs})`,
  borderRadius: vars.radii.pill,
  background: vars.color.border.strong,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${choiceRow}[data-selected] &`]: {
      background: vars.color.brand.onSolid,
      transform: `translateX(calc(${vars.size.iconMd} - ${vars.space.xs}))`,
    },
    // Mirrors for right-to-left layouts so "on" is still at the end.
    [`[dir="rtl"] ${choiceRow}[data-selected] &`]: {
      transform: `translateX(calc(-1 * (${vars.size.iconMd} - ${vars.space.xs})))`,
    },
  },
});
