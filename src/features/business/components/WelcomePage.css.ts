import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

// One column on a phone, side by side where three cards fit.
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});
