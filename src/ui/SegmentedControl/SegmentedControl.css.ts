import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

/** Chips wrap onto a second line on a phone rather than scroll the page sideways. */
export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/**
 * Unselected: an outline (border.strong, ≥ 3:1 against the page). Selected: filled with the
 * brand colour — the fill itself, not only its hue, tells the two apart.
 */
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radii.pill,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:has(:checked, :disabled))': { background: vars.color.surface.sunken },
    '&:has(:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
    '&:has(:checked)': {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
    },
    '&:has(:checked):hover': {
      background: vars.color.brand.solidHover,
      borderColor: vars.color.brand.solidHover,
    },
    '&:has(:disabled)': {
      cursor: 'not-allowed',
      color: vars.color.text.disabled,
      borderColor: vars.color.border.subtle,
    },
  },
});

/** The radio itself is not drawn (the chip is), but stays focusable and in the form. */
export const radio = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
