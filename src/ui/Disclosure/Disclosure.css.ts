import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const group = style({
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface.raised,
});

export const disclosure = style({
  selectors: {
    [`${group} > &:not(:first-child)`]: {
      borderBlockStart: `${vars.size.border} solid ${vars.color.border.subtle}`,
    },
  },
});

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    width: '100%',
    padding: `${vars.space.md} ${vars.space.lg}`,
    background: 'transparent',
    border: 'none',
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text.primary,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const panel = style({
  selectors: {
    [`${disclosure}[data-expanded] &`]: { padding: `0 ${vars.space.lg} ${vars.space.lg}` },
  },
});
