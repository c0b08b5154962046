import { fetchClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import { isNotFound, type IdentificationApi } from './adapter';

/**
 * The eID+ sign-up's operations, with the confirmation link's token: the visitor has no
 * account yet. Nothing is paid for a visitor, so there is no request to name.
 */
export function visitorIdentificationApi(token: string): IdentificationApi {
  const path = '/v1/signup/identification/{provider}/{method}' as const;
  return {
    key: ['identification', 'visitor', token],
    methods: () => unwrap(fetchClient.GET('/v1/signup/identification/methods')),
    state: (provider, method) =>
      unwrap(
        fetchClient.GET(path, { params: { path: { provider, method }, query: { token } } }),
      ).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
    start: (provider, method, { returnPath }) =>
      unwrap(
        fetchClient.POST(path, {
          params: { path: { provider, method } },
          body: { token, returnPath },
        }),
      ),
    // The sign-up has no cancel operation: a new start replaces an unfinished one.
    cancel: undefined,
    // No name yet: the provider confirms it, so there is nothing to compare it with.
    person: () => Promise.resolve({ firstName: '', lastName: '' }),
    saveName: () => Promise.reject(new Error('A visitor’s name comes from the provider')),
    grantedKeys: [],
  };
}
