import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { currentUserQuery } from '../../../api/queries';

/** The server's verdict on a new password; asked only for a non-empty, settled value. */
export function usePasswordCheck(password: string, email?: string) {
  return $api.useQuery(
    'post',
    '/v1/check-password',
    { body: email ? { password, email } : { password } },
    {
      enabled: password.length > 0,
      retry: false,
      staleTime: Infinity,
      placeholderData: keepPreviousData,
    },
  );
}

/** Sends a reset mail if the address has an account (the same answer either way). */
export function useRequestReset() {
  return $api.useMutation('post', '/v1/request-reset');
}

/** Sets the new password with the mailed token; every session of the user ends. */
export function useResetPassword() {
  return $api.useMutation('post', '/v1/reset-password');
}

/**
 * Changes the password with the current one. The server clears the weak-password flag, so the
 * signed-in user is read again before the caller moves on (the route guard reads that cache).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/v1/change-password', {
    onSuccess: () => queryClient.refetchQueries({ queryKey: currentUserQuery().queryKey }),
  });
}
