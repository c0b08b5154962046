import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

/** The label row every checkbox, radio and switch shares. */
export const choiceRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

/** The box or circle; its state selectors are keyed on the parent row's data attributes. */
export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: `${vars.size.focusRing} solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.brand.onSolid,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &`]: {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    [`${choiceRow}[data-invalid] &`]: { borderColor: vars.color.status.danger.text },
    [`${choiceRow}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
    [`${choiceRow}[data-disabled] &`]: {
      borderColor: vars.color.text.disabled,
      background: vars.color.surface.sunken,
    },
    // Disabled but on: a grey fill keeps the tick visible without the brand colour.
    [`${choiceRow}[data-disabled][data-selected] &, ${choiceRow}[data-disabled][data-indeterminate] &`]:
      { background: vars.color.text.disabled, color: vars.color.surface.raised },
  },
});
