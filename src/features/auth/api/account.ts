import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { tokenStore } from '../../../api/session';

let justDeleted = false;

/** Remembers, for this page load only, that the account was just deleted (for /bye). */
export const accountDeletion = {
  happened: () => justDeleted,
  mark: () => {
    justDeleted = true;
  },
};

/**
 * Deletes the account with its password. On success the session is forgotten at once; the
 * cached answers go once the caller has left the signed-in pages (`forgetCachedData`), so no
 * mounted page refetches them without a session.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = $api.useMutation('post', '/v1/user/delete', {
    onSuccess: () => {
      accountDeletion.mark();
      tokenStore.clear();
    },
  });
  return { mutation, forgetCachedData: () => queryClient.removeQueries() };
}
