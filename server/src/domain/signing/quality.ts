import type { components } from '../../../../openapi/schema.gen';
import type { SignatureRequestRow } from '../../db/schema';
import { DomainError } from '../errors';
import { highestQuality, reachesQuality, type HighestQuality } from '../qualities';

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

type ByLegislation = Qualities['qes'];
const LEGISLATIONS = ['zertes', 'eidas'] as const;

/**
 * The qualities that count for a request: one bound to a legislation counts only that
 * legislation's qualified and minimal-advanced entries (advanced and simple have none).
 */
function underLegislation(qualities: Qualities, legislation: Schemas['Legislation']): Qualities {
  if (legislation === 'UNDEFINED') return qualities;
  const key = legislation === 'ZERTES' ? 'zertes' : 'eidas';
  const only = (byLegislation: ByLegislation): ByLegislation =>
    byLegislation?.[key] ? { [key]: byLegislation[key] } : undefined;
  return { ...qualities, qes: only(qualities.qes), aesMinimal: only(qualities.aesMinimal) };
}

/** The first entry (ZertES before eIDAS) that `accept`s, with its legislation. */
function firstEntry(
  byLegislation: ByLegislation,
  accept: (entry: Schemas['QualityEntry']) => boolean = () => true,
) {
  for (const key of LEGISLATIONS) {
    const entry: Entry = byLegislation?.[key];
    if (entry && accept(entry)) {
      return { entry, legislation: key.toUpperCase() as Schemas['Legislation'] };
    }
  }
  return undefined;
}

/** Who signs, as far as the quality rule cares. */
export interface QualitySigner {
  emailVerified: boolean;
  qualities: Qualities;
  guest: boolean;
}

/**
 * The signer's highest quality for one request: the one rule, `highestQuality` (the same value
 * the User view sends), applied to the entries that count under the request's legislation. A
 * guest proved the address with the e-mailed code. The guest's view (`DirectUser`) sends this,
 * so the guest page compares levels like the account side and derives none.
 */
export function highestQualityFor(
  request: Pick<SignatureRequestRow, 'legislation'>,
  signer: QualitySigner,
): HighestQuality {
  const usable = underLegislation(signer.qualities, request.legislation);
  return highestQuality(signer.emailVerified || signer.guest, usable);
}

/**
 * Checks the signer reaches the request's required quality and returns what the signature will
 * carry, by `highestQualityFor`; a higher level always reaches a lower one. A QES request signs
 * as DEMO exactly when that highest quality is demo (every qualified entry that counts is a
 * demo).
 */
export function requireQuality(
  request: Pick<SignatureRequestRow, 'quality' | 'legislation'>,
  signer: QualitySigner,
  part11?: { signingName?: string; signingReason?: string },
): AppliedQuality {
  const { quality } = request;
  const usable = underLegislation(signer.qualities, request.legislation);
  const highest = highestQualityFor(request, signer);
  if (highest === null) {
    throw new DomainError('QUALITY_NOT_MET', 'Confirm your e-mail address before signing');
  }
  if (!reachesQuality(highest, quality)) {
    throw new DomainError(
      'IDENTIFICATION_REQUIRED',
      quality === 'QES'
        ? 'A qualified signature needs an identification'
        : 'An advanced signature needs an identification',
    );
  }
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
    case 'QES': {
      // The entry behind the highest quality: a real qualified one unless all are demos.
      const qualified = firstEntry(
        usable.qes,
        (entry) => highest === 'demo' || entry.quality !== 'demo',
      );
      return {
        quality: highest === 'demo' ? 'DEMO' : 'QES',
        legislation: qualified?.legislation ?? 'UNDEFINED',
        needsMobileSignature: true,
      };
    }
    default:
      break;
  }
  // Advanced: the entry the signature is made with, and so its legislation.
  const minimal = firstEntry(usable.aesMinimal);
  const qualified = firstEntry(usable.qes);
  const advanced = usable.aes?.any ? { legislation: 'UNDEFINED' as const } : undefined;
  const reached =
    quality === 'AES' ? (advanced ?? minimal ?? qualified) : (minimal ?? qualified ?? advanced);
  return {
    quality,
    legislation: reached?.legislation ?? 'UNDEFINED',
    needsMobileSignature: true,
  };
}
