import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';

export const buttonGroup = recipe({
  base: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      end: { justifyContent: 'flex-end' },
      spread: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { align: 'start' },
});
