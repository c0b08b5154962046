import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

/** A record part and its copy button; the long value wraps anywhere so 390 px never scrolls. */
export const copyable = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const code = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
