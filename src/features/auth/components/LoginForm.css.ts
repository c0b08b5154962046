import { style } from '@vanilla-extract/css';

export const centre = style({ display: 'grid', placeItems: 'center' });

export const panel = style({ width: '100%', maxWidth: '420px' });
