import { useQueryClient } from '@tanstack/react-query';
import { $api, fetchClient } from '../../../api/client';
import { tokenStore } from '../../../api/session';

/** Signs in and keeps the token with its expiry; the caller decides where to go next. */
export function useLogin() {
  return $api.useMutation('post', '/v1/login', {
    onSuccess: ({ token, expiresAt }) => tokenStore.set(token, expiresAt),
  });
}

/** Revokes the token on the server (best effort), forgets it and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    if (tokenStore.get()) await fetchClient.POST('/v1/logout').catch(() => undefined);
    tokenStore.clear();
    queryClient.clear();
  };
}
