import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { currentUserQuery } from '../../../api/queries';
import { userInvitationsQuery } from './queries';

/**
 * What the signed-in user does about businesses: answer an invitation, leave. Each changes
 * who the user is, so the user (guards, header, free credits) is read again afterwards.
 */
export function useUserBusinessActions(notify: Notify) {
  const invalidate = [currentUserQuery().queryKey, userInvitationsQuery().queryKey];
  const accept = $api.useMutation(
    'post',
    '/v1/user/accept',
    useChange({ notify, invalidate, failure: 'caller' }),
  );
  const decline = $api.useMutation(
    'delete',
    '/v1/user/invitations/{businessId}',
    useChange({ notify, invalidate, failure: 'caller' }),
  );
  const leave = $api.useMutation(
    'delete',
    '/v1/user/business',
    useChange({ notify, invalidate, failure: 'caller' }),
  );
  return {
    accept: (businessId: string) => accept.mutateAsync({ body: { business_invite: businessId } }),
    decline: (businessId: string) => decline.mutateAsync({ params: { path: { businessId } } }),
    leave: () => leave.mutateAsync({}),
  };
}
