import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radii.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
    '&[data-focused]': { background: vars.color.brand.solid, color: vars.color.brand.onSolid },
    '&[data-type="literal"]': { padding: 0 },
  },
});

export const dash = style({ paddingInline: vars.space.sm, color: vars.color.text.secondary });

export const calendar = style({ padding: vars.space.md });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const calendarTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radii.sm,
    cursor: 'pointer',
    color: vars.color.text.primary,
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { background: vars.color.surface.sunken },
      '&[data-selected]': {
        background: vars.color.brand.subtle,
        color: vars.color.brand.text,
        borderRadius: 0,
      },
      '&[data-selection-start], &[data-selection-end]': {
        background: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
        borderRadius: vars.radii.sm,
      },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.text.disabled,
        cursor: 'default',
      },
    },
  },
]);

/** Pushed to the end of the field however wide the dates are. */
export const calendarButton = style({ marginInlineStart: 'auto' });
