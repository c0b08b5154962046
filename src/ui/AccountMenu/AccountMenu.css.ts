import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: vars.space.xxs,
    border: 'none',
    borderRadius: vars.radii.pill,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surface.sunken },
    },
  },
]);

export const section = style({
  selectors: {
    '&:not(:first-child)': {
      borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
      marginTop: vars.space.xs,
      paddingTop: vars.space.xs,
    },
  },
});

export const header = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md}`,
  maxWidth: '280px',
});

export const identityName = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const identityEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Keeps item labels aligned whether or not the item shows its check mark. */
export const check = style({
  display: 'inline-flex',
  width: vars.size.iconSm,
  flexShrink: 0,
  color: vars.color.brand.text,
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

/** Link items (an href) read as menu items, not as underlined links. */
export const item = style({ textDecoration: 'none' });
