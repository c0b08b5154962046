import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { input } from '../Form/Form.css';

/** The closed select looks like a text input with a chevron. */
export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&[data-pressed]': { borderColor: vars.color.border.focus } },
  },
]);

export const placeholder = style({
  selectors: { '&[data-placeholder]': { color: vars.color.text.secondary } },
});
