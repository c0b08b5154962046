import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

const base = {
  margin: 0,
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
};

export const heading = styleVariants({
  1: { ...base, fontSize: vars.fontSize.xxl },
  2: { ...base, fontSize: vars.fontSize.xl },
  3: { ...base, fontSize: vars.fontSize.lg },
});

export const text = styleVariants({
  body: { margin: 0, color: vars.color.text.primary },
  secondary: { margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm },
});
