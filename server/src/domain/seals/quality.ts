import type { components } from '../../../../openapi/schema.gen';
import type { SignatureRequestRow } from '../../db/schema';
import { DomainError } from '../errors';
import { reachesQuality } from '../qualities';
import type { AppliedQuality } from '../signing/quality';

type Schemas = components['schemas'];

/** What a seal signs at, and where its business is (a qualified seal's legislation). */
export interface SealQuality {
  quality: 'AES' | 'QES';
  country: string;
}

// Switzerland and Liechtenstein sign qualified under ZertES; everyone else under eIDAS.
const ZERTES_COUNTRIES = new Set(['CH', 'LI']);

/**
 * A seal signs at its own quality, which must reach the request's. A qualified seal signs
 * under the request's legislation when it names one, else under its business's country's. It
 * needs no one-time password: it is the organisation's remote key, not a person's.
 */
export function sealQuality(
  request: Pick<SignatureRequestRow, 'quality' | 'legislation'>,
  seal: SealQuality,
): AppliedQuality {
  if (!reachesQuality(seal.quality === 'QES' ? 'qes' : 'aes', request.quality)) {
    throw new DomainError(
      'QUALITY_NOT_MET',
      'This seal signs at the advanced level; the request asks for a qualified signature',
    );
  }
  const legislation: Schemas['Legislation'] =
    seal.quality === 'AES'
      ? 'UNDEFINED'
      : request.legislation !== 'UNDEFINED'
        ? request.legislation
        : ZERTES_COUNTRIES.has(seal.country)
          ? 'ZERTES'
          : 'EIDAS';
  return { quality: seal.quality, legislation, needsMobileSignature: false };
}
