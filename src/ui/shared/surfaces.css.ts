import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

/** The raised, shadowed panel shared by popovers, menus, select lists and tooltips. */
export const floatingPanel = style({
  background: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  maxHeight: 'var(--visual-viewport-height)',
  overflow: 'auto',
});

/** A list of options (ListBox, Menu). */
export const list = style({
  padding: vars.space.xs,
  outline: 'none',
  minWidth: 'var(--trigger-width)',
});

/** One option or menu item; focus and selection use the brand tint. */
export const listItem = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radii.sm,
    cursor: 'default',
    color: vars.color.text.primary,
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surface.sunken },
      '&[data-selected]': { background: vars.color.brand.subtle, color: vars.color.brand.text },
      '&[data-disabled]': { color: vars.color.text.disabled },
    },
  },
]);
