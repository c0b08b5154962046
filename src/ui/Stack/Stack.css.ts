import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));
export const direction = styleVariants({
  column: { display: 'flex', flexDirection: 'column' },
  row: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
});
