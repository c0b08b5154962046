import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.surface.skeleton,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radii.sm },
      rect: { borderRadius: vars.radii.md },
      circle: { borderRadius: vars.radii.pill },
    },
  },
  defaultVariants: { shape: 'text' },
});
