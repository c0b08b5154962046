import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';

const tone = (name: keyof typeof vars.color.status) => ({
  color: vars.color.status[name].text,
  background: vars.color.status[name].background,
  borderColor: vars.color.status[name].border,
});

export const badge = recipe({
  base: {
    display: 'inline-block',
    border: '1px solid',
    borderRadius: vars.radii.pill,
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: '1.6',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text.secondary,
        background: vars.color.surface.sunken,
        borderColor: vars.color.border.subtle,
      },
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
