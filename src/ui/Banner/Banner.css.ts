import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';
import { statusTone } from '../shared/tones';

/** Full-width strip at the top of the page, e.g. the non-blocking maintenance notice. */
export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderBlockEnd: `${vars.size.border} solid`,
    fontSize: vars.fontSize.sm,
  },
  variants: { tone: { info: statusTone('info'), warning: statusTone('warning') } },
  defaultVariants: { tone: 'info' },
});

export const message = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
