import type { SignatureRequestRow } from '../../db/schema';
import { accessRequest, notFound } from '../requests/access';
import type { RequestContext } from '../requests/context';

/**
 * Whether the sender of a request pays for the identification its signer needs (spec §9's
 * "coverage"). Until businesses and their licences (`payForInvitations`) exist, every sender of
 * an open advanced or qualified request pays for its signers: the request cannot be signed
 * otherwise. A simple request needs no identification, so nothing is paid for it.
 */
export function senderCoversIdentification(
  request: Pick<SignatureRequestRow, 'quality' | 'statusOverall'>,
): boolean {
  return (
    request.statusOverall === 'OPEN' &&
    (request.quality === 'AES' || request.quality === 'AES_MINIMAL' || request.quality === 'QES')
  );
}

/**
 * The coverage for the caller as a signer of `requestId` (not found when they do not sign it);
 * without a request nothing is paid.
 */
export async function coverageFor(
  context: Pick<RequestContext, 'db' | 'caller'>,
  requestId: string | undefined,
): Promise<boolean> {
  if (requestId === undefined) return false;
  const access = await accessRequest(context, requestId);
  if (!access.signature) throw notFound();
  return senderCoversIdentification(access.request);
}
