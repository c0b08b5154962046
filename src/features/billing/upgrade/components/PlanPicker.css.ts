import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '../../../../../design-tokens';

// The plan cards side by side where they fit, one column on a phone.
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  width: '100%',
});

const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderTopWidth: '4px',
  borderRadius: vars.radii.lg,
  minWidth: 0,
});

/** Each plan's card carries its colour on the top edge (spec 9's plan colours). */
export const planCard = styleVariants(
  Object.fromEntries(tokens.plans.map((plan) => [plan, vars.color.plan[plan].border])) as Record<
    (typeof tokens.plans)[number],
    string
  >,
  (color) => [card, { borderTopColor: color }],
);

export const otherCard = style([card, { borderTopColor: vars.color.border.strong }]);

/** The chosen card: a strong outline all round, not only the colour (colour is not enough). */
export const chosen = style({
  borderLeftColor: vars.color.brand.solid,
  borderRightColor: vars.color.brand.solid,
  borderBottomColor: vars.color.brand.solid,
  boxShadow: `0 0 0 1px ${vars.color.brand.solid}`,
});
