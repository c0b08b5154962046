import type { RequestEvent, Signature, SignatureRequest } from './api/request';

export type ViewerRole = 'owner' | 'signer' | 'observer';

export interface RequestPermissions {
  role: ViewerRole;
  /** The viewer's own signature, when they sign this request. */
  mySignature: Signature | null;
  canEditDraft: boolean;
  canDeleteDraft: boolean;
  canRemind: boolean;
  canWithdraw: boolean;
  canAddSigner: boolean;
  canRemoveSigner: (signature: Signature) => boolean;
  canManageObservers: boolean;
  canDelegate: boolean;
  /** The viewer's turn: the signing actions (sign, decline) belong here. */
  canSign: boolean;
  canDownloadSigned: boolean;
  canDownloadZip: boolean;
  canDownloadReport: boolean;
}

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

const isMine = (signature: Signature, email: string, claimed: ReadonlySet<string>) =>
  claimed.has(signature.sid) ||
  same(signature.account_email, email) ||
  same(signature.signer_identity_data.email_address, email);

/**
 * Signatures the user claimed through a /sendto link keep the invited address, so the
 * request alone does not show they are the user's; the CLAIMED events of the history do.
 */
export function claimedBy(events: readonly RequestEvent[], email: string): Set<string> {
  return new Set(
    events
      .filter((event) => event.type === 'CLAIMED' && event.signature_id && same(event.actor, email))
      .map((event) => event.signature_id as string),
  );
}

/**
 * What the signed-in user may do with a request, mirroring the server's rules
 * (server/src/domain/requests: access, lifecycle, participants) so the page offers only actions
 * that can succeed; the server still decides.
 */
export function permissionsFor(
  request: SignatureRequest,
  email: string,
  claimed: ReadonlySet<string> = new Set(),
): RequestPermissions {
  const mine = request.signatures.filter((signature) => isMine(signature, email, claimed));
  // An open signature wins when the user signs twice, as on the server.
  const mySignature = mine.find((signature) => signature.status_code === 'OPEN') ?? mine[0] ?? null;
  const isOwner = same(request.owner.email_address, email);
  const role: ViewerRole = isOwner ? 'owner' : mySignature ? 'signer' : 'observer';
  const status = request.status_overall;
  const editable = status === 'DRAFT' || status === 'OPEN';
  const anySigned = request.signatures.some((signature) => signature.status_code === 'SIGNED');
  const myState = mySignature?.status_code;

  return {
    role,
    mySignature,
    canEditDraft: isOwner && status === 'DRAFT',
    canDeleteDraft: isOwner && status === 'DRAFT',
    canRemind:
      isOwner &&
      status === 'OPEN' &&
      request.signatures.some((signature) => signature.status_code === 'OPEN'),
    canWithdraw: isOwner && status === 'OPEN',
    canAddSigner: isOwner && editable,
    // An open request keeps at least one signer; withdrawing is the way to end it.
    canRemoveSigner: (signature) =>
      isOwner &&
      editable &&
      signature.status_code !== 'SIGNED' &&
      (status === 'DRAFT' || request.signatures.length > 1),
    canManageObservers: isOwner,
    canDelegate: status === 'OPEN' && (myState === 'OPEN' || myState === 'WAITING'),
    canSign: status === 'OPEN' && myState === 'OPEN',
    canDownloadSigned: anySigned,
    canDownloadZip: status !== 'DRAFT',
    canDownloadReport: status !== 'DRAFT',
  };
}
