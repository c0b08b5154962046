import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

// A seal's image at list size: a white tile like the paper it is stamped on, or a placeholder.
export const thumbnail = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '4rem',
  blockSize: '2.5rem',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.sm,
  background: '#ffffff',
  color: '#5b6472',
  boxSizing: 'border-box',
  flexShrink: 0,
});

export const picture = style({
  maxInlineSize: '100%',
  maxBlockSize: '100%',
  objectFit: 'contain',
});
