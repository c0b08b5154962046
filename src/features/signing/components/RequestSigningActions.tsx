import { useSuspenseQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import type { ExitState } from '../flow/exit-redirect';
import { SigningActions } from './SigningActions';
import { currentUserQuery, requestQuery } from '../../../api/queries';

type Schemas = components['schemas'];

/** The viewer's own open signature of the request, by their account's address. */
export function ownSignature(request: Schemas['SignatureRequest'], email: string) {
  const mine = request.signatures.filter(
    (signature) => signature.account_email.toLowerCase() === email.toLowerCase(),
  );
  return mine.find((signature) => signature.status_code === 'OPEN') ?? mine[0];
}

/** SigningActions for the signed-in viewer of a request, from the cached request and user. */
export function RequestSigningActions({ requestId, exit }: { requestId: string; exit: ExitState }) {
  const { data: request } = useSuspenseQuery(requestQuery(requestId));
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const own = ownSignature(request, user.email);
  return own ? <SigningActions requestId={requestId} signature={own} exit={exit} /> : null;
}
