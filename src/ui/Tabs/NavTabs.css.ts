import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const navTabs = style({ minWidth: 0 });

/** Scrolls sideways inside itself on a phone, so the page never does. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
});

export const item = style({ display: 'flex', flexShrink: 0 });

/**
 * The current page's tab is marked three ways: brand tint behind it, a 3px brand underline
 * (≥ 3:1 against the page in both themes) and bold text — never by colour alone.
 */
export const navTab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text.secondary,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    borderRadius: `${vars.radii.md} ${vars.radii.md} 0 0`,
    borderBlockEnd: '3px solid transparent',
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      // Inside the scrolling list an outer ring would be clipped.
      '&[data-focus-visible]': { outlineOffset: '-2px' },
      '&[data-hovered]': { color: vars.color.text.primary, background: vars.color.surface.sunken },
      '&[data-current]': {
        color: vars.color.brand.text,
        background: vars.color.brand.subtle,
        borderBlockEndColor: vars.color.brand.solid,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
]);
