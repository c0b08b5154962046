import { style } from '@vanilla-extract/css';

// `wbr` gives the preferred breaks; `anywhere` only rescues a part wider than the column.
export const address = style({ overflowWrap: 'anywhere' });

export const whole = style({ whiteSpace: 'nowrap' });
