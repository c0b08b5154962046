import type { components } from '../../../../openapi/schema.gen';
import { isProblem } from '../../../api/problem';
import { guestLockStatus, sendGuestTan, signAsGuest } from '../api/guest';
import type { GuestCredentials } from '../../../api/guest-client';
import { identificationMethod, meetsQuality, requiredLevel } from './checks';
import { askDialog, closeProgress } from './prompts';
import type { SigningAttempt } from './run-signing';
import { withTan } from './tan-loop';

type Schemas = components['schemas'];

/**
 * A guest signs with a code mailed for this signing: the code rides along in the sign call,
 * which checks it and spends it only when the signature is recorded, so no separate check is
 * needed. A code asked for less than a minute ago is still valid, so a refused resend (429)
 * still leads to the code entry.
 */
export function guestAttempt(
  credentials: GuestCredentials,
  /** The guest's own signature id: a lock held by it is this guest's own earlier attempt. */
  ownSid: string,
  item: Schemas['SignBatchItem'],
  language: Schemas['SignatureLanguage'],
  onSigned: () => Promise<void>,
): SigningAttempt {
  return {
    requestIds: [item.signatureRequestId],
    onSigned,
    async attempt() {
      const lock = await guestLockStatus(credentials).catch(() => null);
      if (lock?.locked && lock.locked_by !== ownSid) {
        throw { code: 'REQUEST_LOCKED', status: 409 };
      }
      const sent = await sendGuestTan(credentials).catch((error: unknown) => {
        if (isProblem(error) && error.code === 'RATE_LIMITED') return null;
        throw error;
      });
      const resend = () => sendGuestTan(credentials);
      return withTan({ destination: sent?.destinationHint, resend }, (tan) =>
        signAsGuest(credentials, { signatureRequests: [item], language, tan }),
      );
    },
  };
}

/** Part 11 asks guests for a signing name and reason too. */
export async function guestPart11(quality: Schemas['Quality'], name: string) {
  if (quality !== 'PART11') return {};
  return askDialog({ namespace: 'other', name: 'part-11-info', props: { name, reason: '' } });
}

type QualityOf = Pick<Schemas['SignatureRequest'], 'quality' | 'legislation'>;

/**
 * Whether the guest reaches the request's quality: the level the server computed for this
 * request (`DirectUser.highestQuality`) compared like the account side's.
 */
export const guestReachesQuality = (
  guest: Pick<Schemas['DirectUser'], 'highestQuality'>,
  request: Pick<Schemas['SignatureRequest'], 'quality'>,
) => meetsQuality(guest.highestQuality, request.quality);

/** The identification page for the request's legislation (eIDAS, else ZertES). */
export const identificationPage = (legislation: Schemas['Legislation']) =>
  identificationMethod(legislation) === 'eidas'
    ? ('/direct-sign/identification/eidas' as const)
    : ('/direct-sign/identification/zertes' as const);

/**
 * Tells the guest which standard the request needs (guest wording); true when they chose to
 * identify, so the caller goes to the identification page.
 */
export async function askGuestIdentification(request: QualityOf): Promise<boolean> {
  const legislation = request.legislation === 'UNDEFINED' ? undefined : request.legislation;
  const go = await askDialog({
    namespace: 'document',
    name: 'upgrade-standards',
    props: {
      required: requiredLevel(request.quality),
      guest: true,
      ...(legislation ? { legislation } : {}),
    },
  });
  return go === true;
}

/**
 * The server knows best whether an identification is missing (it may have lapsed since the
 * page loaded): its IDENTIFICATION_REQUIRED leads to the identification, not a failure overlay.
 */
export function identifyWhenRequired(
  signing: SigningAttempt,
  identify: () => Promise<void>,
): SigningAttempt {
  return {
    ...signing,
    async attempt() {
      try {
        return await signing.attempt();
      } catch (error) {
        if (!isProblem(error) || error.code !== 'IDENTIFICATION_REQUIRED') throw error;
        closeProgress();
        await identify();
        return null;
      }
    },
  };
}
