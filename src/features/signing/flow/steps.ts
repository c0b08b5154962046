import {
  hasSigningCredit,
  meetsQuality,
  needsMobileSignature,
  needsPart11,
  needsTermsOfUse,
  needsVisualSignatureData,
  type Quality,
  type User,
} from './checks';

/** One question before an account holder's signature, by the dialog or overlay that asks it. */
export type SigningStep =
  | 'upgrade-standards'
  | 'upgrade-plan'
  | 'terms-of-use'
  | 'visual-signature-data'
  | 'part-11-info'
  | 'part-11-verification'
  | 'mobile-aes';

/**
 * What an account holder is asked before signing, in order. A missing quality or credit is the
 * only step (it leads away from the request). Part 11 asks the name and reason before the
 * signer confirms the signature's meaning with them; the one-time-code notice comes last, right
 * before the code is sent.
 */
export function signingSteps(
  user: Pick<User, 'highestQuality' | 'attributes' | 'signatures' | 'business'>,
  quality: Quality,
): SigningStep[] {
  if (!meetsQuality(user.highestQuality, quality)) return ['upgrade-standards'];
  if (!hasSigningCredit(user)) return ['upgrade-plan'];
  const steps: SigningStep[] = [];
  if (needsTermsOfUse(user)) steps.push('terms-of-use');
  if (needsVisualSignatureData(user)) steps.push('visual-signature-data');
  if (needsPart11(quality)) steps.push('part-11-info', 'part-11-verification');
  if (needsMobileSignature(quality)) steps.push('mobile-aes');
  return steps;
}
