import type { SignatureLevel } from '../../../ui';
import type { SignatureRequestSummary } from '../api/signature-requests';

type Quality = NonNullable<SignatureRequestSummary['quality']>;

/** The badge level of a request's required quality (a demo QES looks like a QES). */
export const signatureLevel: Record<Quality, SignatureLevel> = {
  SES: 'ses',
  AES: 'aes',
  AES_MINIMAL: 'aes',
  QES: 'qes',
  DEMO: 'qes',
  PART11: 'part11',
};
