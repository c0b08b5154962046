import { fetchClient } from '../../../api/client';
import { currentUserQuery } from '../../../api/queries';
import { unwrap } from '../../../api/unwrap';
import type { PersonName } from '../types';
import { isNotFound, type IdentificationApi } from './adapter';

/**
 * The account's operations, with the session. Saving the name is handed in: PUT /v1/user
 * replaces the whole profile, which the profile feature knows how to keep (see the route).
 */
export function accountIdentificationApi(
  saveName: (name: PersonName) => Promise<void>,
): IdentificationApi {
  const path = '/v1/user/identification/{provider}/{method}' as const;
  return {
    key: ['identification', 'account'],
    methods: (signatureRequestId) =>
      unwrap(
        fetchClient.GET('/v1/user/identification/methods', {
          params: { query: signatureRequestId ? { signatureRequestId } : {} },
        }),
      ),
    state: (provider, method) =>
      unwrap(fetchClient.GET(path, { params: { path: { provider, method } } })).catch(
        (error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      ),
    start: (provider, method, body) =>
      unwrap(fetchClient.POST(path, { params: { path: { provider, method } }, body })),
    cancel: (provider, method) =>
      unwrap(fetchClient.DELETE(path, { params: { path: { provider, method } } })).then(
        () => undefined,
      ),
    person: () =>
      unwrap(fetchClient.GET('/v1/user')).then(({ firstName, lastName }) => ({
        firstName,
        lastName,
      })),
    saveName,
    grantedKeys: [currentUserQuery().queryKey],
  };
}
