import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { components } from '../../openapi/schema.gen';

type Schemas = components['schemas'];

/** A request's or a signer's status, as every page names it. */
export const statusMessage: Record<Schemas['SignatureStatus'], MessageDescriptor> = defineMessages({
  DRAFT: { id: 'status.draft', defaultMessage: 'Draft' },
  OPEN: { id: 'status.open', defaultMessage: 'Open' },
  SIGNED: { id: 'status.signed', defaultMessage: 'Signed' },
  DECLINED: { id: 'status.declined', defaultMessage: 'Declined' },
  WITHDRAWN: { id: 'status.withdrawn', defaultMessage: 'Withdrawn' },
  WAITING: { id: 'status.waiting_turn', defaultMessage: 'Waiting for their turn' },
});

/** The badge tone of each status (the UI kit's Badge tones). */
export const statusTone = {
  DRAFT: 'neutral',
  OPEN: 'info',
  SIGNED: 'success',
  DECLINED: 'danger',
  WITHDRAWN: 'warning',
  WAITING: 'neutral',
} as const satisfies Record<Schemas['SignatureStatus'], string>;

/** The signature-level badge of a quality: AES_MINIMAL is advanced, the demo QES qualified. */
export const qualityLevel = {
  SES: 'ses',
  AES: 'aes',
  AES_MINIMAL: 'aes',
  QES: 'qes',
  DEMO: 'qes',
  PART11: 'part11',
} as const satisfies Record<Schemas['Quality'], string>;
