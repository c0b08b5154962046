import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-tokens';

export const title = style({ fontWeight: vars.fontWeight.medium, display: 'block' });

export const date = style({ display: 'block' });

export const signers = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const footer = style({ display: 'flex', justifyContent: 'center' });

/**
 * The skeleton's bar heights, as plain strings: the skeleton is part of the first page, and
 * reading them from `vars` there would ship the whole token contract (about 1 KB gzip).
 */
export const skeletonHeights = { control: vars.size.controlMd, row: vars.size.controlLg };
