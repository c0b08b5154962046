import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { shell } from '../../../ui';
import { messages } from '../messages';
import { invitationsQuery, membersQuery } from './queries';

/** The members page's changes; each dialog's action keeps its dialog open on a failure. */
export function useMemberActions(businessId: string, notify: Notify) {
  const path = { params: { path: { id: businessId } } };
  const members = membersQuery(businessId).queryKey;
  const invitations = invitationsQuery(businessId).queryKey;

  const invite = $api.useMutation(
    'post',
    '/v1/businesses/{id}/members',
    useChange({ notify, invalidate: [members, invitations], failure: 'caller' }),
  );
  const remove = $api.useMutation(
    'post',
    '/v1/businesses/{id}/remove-members',
    useChange({ notify, invalidate: [members], done: messages.removed, failure: 'caller' }),
  );
  // LAST_ADMIN (two admins demoting each other at once) arrives as the snackbar's problem text.
  const toAdmin = $api.useMutation(
    'post',
    '/v1/businesses/{id}/change-to-admins',
    useChange({ notify, invalidate: [members], done: messages.madeAdmin }),
  );
  const toMember = $api.useMutation(
    'post',
    '/v1/businesses/{id}/change-to-members',
    useChange({ notify, invalidate: [members], done: messages.madeMember }),
  );
  const setCostCenter = $api.useMutation(
    'put',
    '/v1/businesses/{id}/members/{userId}',
    useChange({ notify, invalidate: [members], done: messages.costCenterSaved, failure: 'caller' }),
  );
  const revoke = $api.useMutation(
    'delete',
    '/v1/businesses/{id}/invitations/{invite}',
    useChange({ notify, invalidate: [invitations], done: messages.revoked }),
  );

  return {
    /** Which row's role is changing, so only its button waits. */
    changingRole: [toAdmin, toMember].find((change) => change.isPending)?.variables?.body
      .user_ids[0],
    makeAdmin: (userId: string) => toAdmin.mutate({ ...path, body: { user_ids: [userId] } }),
    makeMember: (userId: string) => toMember.mutate({ ...path, body: { user_ids: [userId] } }),
    revoke: (inviteId: string) =>
      revoke.mutate({ params: { path: { id: businessId, invite: inviteId } } }),
    revoking: revoke.isPending ? revoke.variables.params.path.invite : undefined,
    addMembers: () =>
      shell.openDialog({
        namespace: 'business',
        name: 'add-member',
        onAction: async ({ emails, role }) => {
          await invite.mutateAsync({
            ...path,
            body: { users: emails.map((email) => ({ email, role })) },
          });
          notify(messages.invitedDone, { color: 'success', values: { count: emails.length } });
        },
      }),
    editCostCenter: (member: { id: string; name: string; costCenter: string | null }) =>
      shell.openDialog({
        namespace: 'business',
        name: 'edit-cost-center',
        props: { name: member.name, costCenter: member.costCenter },
        onAction: ({ costCenter }) =>
          setCostCenter.mutateAsync({
            params: { path: { id: businessId, userId: member.id } },
            body: { costCenter },
          }),
      }),
    removeMembers: (people: { id: string; name: string; email: string }[]) =>
      shell.openDialog({
        namespace: 'business',
        name: 'remove-members',
        props: { people },
        onAction: ({ userIds }) => remove.mutateAsync({ ...path, body: { user_ids: userIds } }),
      }),
  };
}
