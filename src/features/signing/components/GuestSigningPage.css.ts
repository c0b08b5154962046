import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

/** The guest's own box on the page: where their signature will go. */
export const ownBox = style({
  position: 'absolute',
  boxSizing: 'border-box',
  border: `${vars.size.focusRing} dashed ${vars.color.border.focus}`,
  borderRadius: vars.radii.sm,
  background: `color-mix(in srgb, ${vars.color.border.focus} 10%, transparent)`,
  pointerEvents: 'none',
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const documentTarget = style({ outline: 'none', scrollMarginTop: vars.space.lg });

/** The sender's business above the title: its logo (at most header height) and its name. */
export const business = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const businessLogo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '48px',
  width: 'auto',
  height: 'auto',
});

export const businessName = style({
  margin: 0,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
