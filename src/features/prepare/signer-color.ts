import type { tokens } from '../../../design-tokens';

export type SignerColor = (typeof tokens.avatarColors)[number];

/**
 * The avatar colours signers take, in their order: the most distinct first, so neighbours
 * never share one. c0 is left out: it is the error red, and a box in it would read as a
 * mistake.
 */
export const signerColors = [
  'c6',
  'c3',
  'c7',
  'c1',
  'c4',
  'c8',
  'c2',
  'c5',
  'c9',
] as const satisfies readonly SignerColor[];

export const signerColor = (index: number): SignerColor =>
  signerColors[((index % signerColors.length) + signerColors.length) % signerColors.length] ??
  signerColors[0];
