import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.status.danger.text,
});

export const input = style([
  focusRing,
  {
    color: vars.color.text.primary,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radii.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    minHeight: '40px',
    selectors: {
      '&[data-invalid]': { borderColor: vars.color.status.danger.text },
      '&[data-disabled]': {
        color: vars.color.text.disabled,
        background: vars.color.surface.sunken,
      },
      '&[data-focused]': { borderColor: vars.color.border.focus },
    },
  },
]);

/** An input with buttons inside its border (password toggle, search clear, number steppers). */
export const inputGroup = style([
  {
    display: 'flex',
    alignItems: 'center',
    color: vars.color.text.primary,
    background: vars.color.surface.raised,
    border: `${vars.size.border} solid ${vars.color.border.strong}`,
    borderRadius: vars.radii.md,
    minHeight: vars.size.controlMd,
    overflow: 'hidden',
    selectors: {
      '&[data-invalid]': { borderColor: vars.color.status.danger.text },
      // react-aria's groups mark focus within; a native one (SearchField) has the selector.
      '&[data-focus-within], &:focus-within': {
        borderColor: vars.color.border.focus,
        outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
        outlineOffset: '1px',
      },
      '&[data-disabled]': { background: vars.color.surface.sunken },
    },
  },
]);

/** The bare input inside an inputGroup: the group draws border and focus. */
export const groupedInput = style({
  flex: 1,
  minWidth: 0,
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  outline: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled } },
});

export const textArea = style([input, { minHeight: '96px', resize: 'vertical' }]);

/** Vertical list of checkboxes or radios. */
export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
