import type { components } from '../../../../openapi/schema.gen';
import type { SignatureRequestRow, UserRow } from '../../db/schema';
import { DomainError } from '../errors';

type Schemas = components['schemas'];
type Qualities = Schemas['SignatureQualities'];
type Entry = Schemas['QualityEntry'] | undefined;

/** The quality and legislation a signature is made at, once the signer is found to reach it. */
export interface AppliedQuality {
  quality: Schemas['Quality'];
  legislation: Schemas['Legislation'];
  /** Qualities a trusted provider issues go through the mobile-signature step-up (an OTP). */
  needsMobileSignature: boolean;
}

const legislations = (legislation: Schemas['Legislation']) =>
  legislation === 'UNDEFINED'
    ? (['zertes', 'eidas'] as const)
    : ([legislation.toLowerCase()] as ('zertes' | 'eidas')[]);

function firstEntry(byLegislation: Qualities['qes'], legislation: Schemas['Legislation']) {
  for (const key of legislations(legislation)) {
    const entry: Entry = byLegislation?.[key];
    if (entry) return { entry, legislation: key.toUpperCase() as Schemas['Legislation'] };
  }
  return undefined;
}

/**
 * Checks the signer reaches the request's required quality (a higher one always does) and
 * returns what the signature will carry. A qualified entry of quality `demo` signs as DEMO.
 */
export function requireQuality(
  request: Pick<SignatureRequestRow, 'quality' | 'legislation'>,
  signer: { emailVerified: boolean; qualities: Qualities; guest: boolean },
  part11?: { signingName?: string; signingReason?: string },
): AppliedQuality {
  if (!signer.emailVerified && !signer.guest) {
    throw new DomainError('QUALITY_NOT_MET', 'Confirm your e-mail address before signing');
  }
  const { quality, legislation } = request;
  const simple = { legislation: 'UNDEFINED' as const, needsMobileSignature: false };
  switch (quality) {
    case 'SES':
    case 'DEMO':
      return { quality, ...simple };
    case 'PART11':
      if (!part11?.signingName || !part11.signingReason) {
        throw new DomainError(
          'VALIDATION_FAILED',
          'A regulated (Part 11) signature needs a signing name and reason',
          { field: 'signingReason' },
        );
      }
      return { quality, ...simple };
    default:
      break;
  }
  if (signer.guest) {
    throw new DomainError('IDENTIFICATION_REQUIRED', 'This request needs an identified signer');
  }
  const qualified = firstEntry(signer.qualities.qes, legislation);
  if (quality === 'QES') {
    if (!qualified) {
      throw new DomainError(
        'IDENTIFICATION_REQUIRED',
        'A qualified signature needs an identification',
      );
    }
    const demo = qualified.entry.quality === 'demo';
    return {
      quality: demo ? 'DEMO' : 'QES',
      legislation: qualified.legislation,
      needsMobileSignature: true,
    };
  }
  const minimal = firstEntry(signer.qualities.aesMinimal, legislation);
  const advanced = signer.qualities.aes?.any;
  const reached =
    quality === 'AES' ? (advanced ?? minimal ?? qualified) : (minimal ?? qualified ?? advanced);
  if (!reached) {
    throw new DomainError(
      'IDENTIFICATION_REQUIRED',
      'An advanced signature needs an identification',
    );
  }
  return {
    quality,
    legislation: 'legislation' in reached ? reached.legislation : 'UNDEFINED',
    needsMobileSignature: true,
  };
}

export function signerQualities(user: Pick<UserRow, 'emailVerified' | 'signatureQualities'>) {
  return { emailVerified: user.emailVerified, qualities: user.signatureQualities, guest: false };
}
