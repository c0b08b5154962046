import type { MessageDescriptor } from 'react-intl';
import type { components } from '../../../api/schema.gen';
import { messages } from '../messages';

type SignatureStatus = components['schemas']['SignatureStatus'];

export const statusMessage: Record<SignatureStatus, MessageDescriptor> = {
  DRAFT: messages.statusDRAFT,
  OPEN: messages.statusOPEN,
  SIGNED: messages.statusSIGNED,
  DECLINED: messages.statusDECLINED,
  WITHDRAWN: messages.statusWITHDRAWN,
  ERROR: messages.statusERROR,
  WAITING: messages.statusWAITING,
};

export const statusTone = {
  DRAFT: 'neutral',
  OPEN: 'info',
  SIGNED: 'success',
  DECLINED: 'danger',
  WITHDRAWN: 'warning',
  ERROR: 'danger',
  WAITING: 'neutral',
} as const satisfies Record<SignatureStatus, string>;
