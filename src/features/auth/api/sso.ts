import { queryOptions } from '@tanstack/react-query';
import { fetchClient } from '../../../api/client';

/** Whether an address looks complete enough to ask for its domain's single sign-on. */
export const lookableEmail = (email: string) => /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/.test(email);

/**
 * Where the address's company signs it in, or null: 404 means the domain has no single
 * sign-on (sign in with a password). Any other failure also falls back to the password.
 */
export function identityProviderQuery(email: string) {
  const normalised = email.trim().toLowerCase();
  return queryOptions({
    queryKey: ['identity-provider', normalised],
    queryFn: async (): Promise<string | null> => {
      const { data } = await fetchClient.POST('/v1/identity_providers', {
        body: { email: normalised },
      });
      return data?.url ?? null;
    },
    enabled: lookableEmail(normalised),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
