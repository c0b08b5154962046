import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';
import { statusTone, statusTones, variantsOf } from '../shared/tones';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}` },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '360px',
    maxWidth: '100%',
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
    border: `${vars.size.border} solid`,
    borderRadius: vars.radii.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: { color: variantsOf(statusTones, statusTone) },
  defaultVariants: { color: 'info' },
});

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

/** Action and dismiss buttons take the snackbar's own colour, not the brand's. */
export const toastButton = style({ color: 'inherit' });
