import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
});

export const track = style({
  gridColumn: '1 / -1',
  height: vars.space.sm,
  borderRadius: vars.radii.pill,
  background: vars.color.surface.sunken,
  // A visible edge: the empty track must stand out from the page (non-text contrast).
  boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.border.strong}`,
  overflow: 'hidden',
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = recipe({
  base: { height: '100%', borderRadius: vars.radii.pill },
  variants: {
    tone: {
      brand: { background: vars.color.brand.solid },
      success: { background: vars.color.status.success.border },
      warning: { background: vars.color.status.warning.border },
      danger: { background: vars.color.status.danger.border },
    },
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.2s ease-in-out infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' } },
      },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const valueText = style({ color: vars.color.text.secondary });
