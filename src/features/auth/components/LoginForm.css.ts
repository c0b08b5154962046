import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const panel = style({ width: '100%', maxWidth: '420px' });
