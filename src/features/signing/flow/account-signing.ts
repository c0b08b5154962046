import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { acceptTerms, lockStatus, proceedMobileSignature, signAsUser } from '../api/account';
import { requiredLevel } from './checks';
import { askDialog, askOverlay, confirmOverlay, showProgress } from './prompts';
import { signingSteps } from './steps';
import type { SigningAttempt } from './run-signing';
import { withTan } from './tan-loop';
import { currentUserQuery, requestQuery } from '../../../api/queries';

type Schemas = components['schemas'];
type Signature = Schemas['Signature'];

export type PreCheck =
  | { kind: 'ready'; item: Schemas['SignBatchItem'] }
  | { kind: 'stop' }
  | { kind: 'upgrade-standards' }
  | { kind: 'upgrade-plan' };

type Part11 = { signingName: string; signingReason: string };

/**
 * Everything before the signature itself (spec §4, issue 9), in the order `signingSteps`
 * gives: the quality the request needs, a free plan's credits, the terms of use, the stamp
 * details, Part 11 name and reason and then their meaning, and where the one-time code goes.
 * Each missing piece is asked for in its dialog or overlay; closing one stops the flow. It runs
 * once per signing, so a retried attempt does not ask again.
 */
export async function prepareAccountSigning(
  queryClient: QueryClient,
  requestId: string,
  own: Signature,
): Promise<PreCheck> {
  const [user, request] = await Promise.all([
    queryClient.fetchQuery(currentUserQuery()),
    queryClient.ensureQueryData(requestQuery(requestId)),
  ]);
  const legislation = request.legislation === 'UNDEFINED' ? undefined : request.legislation;
  let part11: Part11 | null = null;
  for (const step of signingSteps(user, request.quality)) {
    switch (step) {
      case 'upgrade-standards': {
        const go = await askDialog({
          namespace: 'document',
          name: 'upgrade-standards',
          props: {
            required: requiredLevel(request.quality),
            unverified: user.highestQuality === null,
            ...(legislation ? { legislation } : {}),
          },
        });
        return go ? { kind: 'upgrade-standards' } : { kind: 'stop' };
      }
      case 'upgrade-plan':
        return (await askOverlay('exhausted-signatures')) === 'upgrade'
          ? { kind: 'upgrade-plan' }
          : { kind: 'stop' };
      case 'terms-of-use': {
        const accepted = await askDialog(
          { namespace: 'document', name: 'terms-of-use' },
          async () => {
            await acceptTerms();
            // The user now carries the acceptance; the next signing does not ask again.
            await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
          },
        );
        if (!accepted) return { kind: 'stop' };
        break;
      }
      case 'visual-signature-data': {
        const props = { user };
        if (!(await askDialog({ namespace: 'document', name: 'visual-signature-data', props }))) {
          return { kind: 'stop' };
        }
        break;
      }
      case 'part-11-info':
        part11 = await askDialog({
          namespace: 'other',
          name: 'part-11-info',
          props: {
            name: user.attributes.p11_signing_name?.[0] ?? `${user.firstName} ${user.lastName}`,
            reason: user.attributes.p11_signing_reason?.[0] ?? '',
          },
        });
        if (!part11) return { kind: 'stop' };
        break;
      case 'part-11-verification': {
        const meaning = {
          name: part11?.signingName ?? '',
          reason: part11?.signingReason ?? '',
          date: new Date().toISOString(),
        };
        if (!(await confirmOverlay('part-11-verification', meaning))) return { kind: 'stop' };
        break;
      }
      case 'mobile-aes': {
        const required = requiredLevel(request.quality);
        const props = {
          quality: required === 'qes' ? ('qes' as const) : ('aes' as const),
          mobile: user.attributes.mobile?.[0] ?? null,
        };
        if (!(await confirmOverlay('mobile-aes', props))) return { kind: 'stop' };
        break;
      }
    }
  }
  const documentSignatures = own.document_signatures.length
    ? own.document_signatures
    : request.documents.map((document) => ({ document_id: document.id }));
  return {
    kind: 'ready',
    item: { signatureRequestId: requestId, documentSignatures, ...(part11 ?? {}) },
  };
}

/** A signing by an account holder: `/v3/sign`, then the mobile-signature code if asked. */
export function accountAttempt(
  item: Schemas['SignBatchItem'],
  ownSid: string,
  language: Schemas['SignatureLanguage'],
  onSigned: () => Promise<void>,
): SigningAttempt {
  return {
    requestIds: [item.signatureRequestId],
    onSigned,
    async attempt() {
      // Another signer holding the lock: say so before starting, rather than wait 30 s.
      const lock = await lockStatus(item.signatureRequestId).catch(() => null);
      if (lock?.locked && lock.locked_by !== ownSid) {
        throw { code: 'REQUEST_LOCKED', status: 409 };
      }
      showProgress();
      const result = await signAsUser({ signatureRequests: [item], language });
      const transactionId = result.transactionId;
      if (result.status !== 'AWAITING_OTP' || !transactionId) return result;
      return withTan({}, (code) => proceedMobileSignature(transactionId, code));
    },
  };
}
