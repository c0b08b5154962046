import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
});

export const tab = style([
  focusRing,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text.secondary,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    borderBlockEnd: `${vars.size.focusRing} solid transparent`,
    marginBlockEnd: `calc(-1 * ${vars.size.border})`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.primary },
      '&[data-selected]': {
        color: vars.color.brand.text,
        borderBlockEndColor: vars.color.brand.solid,
      },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const panel = style([focusRing, { borderRadius: vars.radii.sm }]);
