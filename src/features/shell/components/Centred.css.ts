import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

/** A page or a spinner in the middle of the window. */
export const centred = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});
