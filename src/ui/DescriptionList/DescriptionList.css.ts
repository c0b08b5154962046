import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../design-tokens';

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', minWidth: 0 });

/** One term/description pair: stacked on a phone, two columns from `sm` up. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  selectors: {
    '&:not(:first-child)': {
      borderBlockStart: `${vars.size.border} solid ${vars.color.border.subtle}`,
    },
  },
  '@media': {
    [media.library.up('sm')]: {
      gridTemplateColumns: 'minmax(8rem, 14rem) minmax(0, 1fr)',
      columnGap: vars.space.xl,
    },
  },
});

export const compact = style({ paddingBlock: vars.space.sm });

export const term = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  '@media': { [media.library.up('sm')]: { fontSize: vars.fontSize.md } },
});

export const description = style({
  margin: 0,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
