import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';

const tone = (name: keyof typeof vars.color.status) => ({
  color: vars.color.status[name].text,
  background: vars.color.status[name].background,
  borderColor: vars.color.status[name].border,
});

export const alert = recipe({
  base: {
    border: '1px solid',
    borderRadius: vars.radii.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
    },
  },
  defaultVariants: { tone: 'info' },
});
