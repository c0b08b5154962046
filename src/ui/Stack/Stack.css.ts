import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const direction = {
  column: style({ display: 'flex', flexDirection: 'column' }),
  row: style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' }),
};

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));
