import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Audience } from '../audience';
import { rememberNameBefore } from '../name-before';
import type { Method, Provider } from '../types';
import { personQuery } from './queries';

export interface StartInput {
  provider: Provider;
  method: Method;
  /** Where the provider sends the person back (the state id is added as `identification`). */
  returnPath: string;
}

/**
 * POST …/identification/{provider}/{method}, then off to the provider's page. The name the
 * account has now is kept first, so a changed name can be explained on the way back.
 */
export function useStartIdentification(audience: Audience) {
  const queryClient = useQueryClient();
  const { api, requestId, kind, leave } = audience;
  return useMutation({
    mutationFn: async ({ provider, method, returnPath }: StartInput) => {
      const person = await queryClient.fetchQuery(personQuery(api)).catch(() => null);
      const signatureRequestId = kind === 'account' ? requestId : undefined;
      const state = await api.start(provider, method, {
        returnPath,
        ...(signatureRequestId ? { signatureRequestId } : {}),
      });
      if (person) rememberNameBefore(state.id, person);
      if (state.url) leave(state.url);
      return state;
    },
  });
}
