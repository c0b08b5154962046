import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  borderRadius: vars.radii.pill,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const spinnerSize = styleVariants({
  sm: { width: '14px', height: '14px' },
  md: { width: '20px', height: '20px' },
  lg: { width: '32px', height: '32px' },
});
