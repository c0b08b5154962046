import type { MessageDescriptor } from 'react-intl';
import { messages } from './messages';
import type { Legislation, Level } from './types';

// The laws' own names, the same in every language.
export const lawNames: Record<Legislation, string> = { eidas: 'eIDAS', zertes: 'ZertES' };

/** The level an identification gives, as the pages name it. */
export const levelLabels: Record<Level, MessageDescriptor> = {
  qes: messages.levelQes,
  aesMinimal: messages.levelAes,
  aes: messages.levelAes,
};
