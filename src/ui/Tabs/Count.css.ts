import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

/** The number beside a tab or chip label ("Inbox 3"). */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.75em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.pill,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '1.6',
  fontVariantNumeric: 'tabular-nums',
});

/** In a selected tab (brand text on the page): a solid brand pill. */
export const onTab = style({
  selectors: {
    '[data-selected] &, [data-current] &': {
      background: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
    },
  },
});

/** In a selected chip (already solid brand), after its checked radio: the pill inverts. */
export const onChip = style({
  selectors: {
    ':checked ~ &': { background: vars.color.brand.onSolid, color: vars.color.brand.solid },
  },
});
