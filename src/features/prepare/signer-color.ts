import { tokens } from '../../../design-tokens';

export type SignerColor = (typeof tokens.avatarColors)[number];

/** Signers take the avatar colours in their order, so neighbours never share one. */
export const signerColor = (index: number): SignerColor =>
  tokens.avatarColors[index % tokens.avatarColors.length] ?? tokens.avatarColors[0];
