import { guestClient, type GuestCredentials } from '../../../api/guest-client';
import { unwrap } from '../../../api/unwrap';
import { isNotFound, type IdentificationApi } from './adapter';

/** The guest's operations, with the link's Basic pair; the request is the link's own. */
export function guestIdentificationApi(credentials: GuestCredentials): IdentificationApi {
  const client = guestClient(credentials);
  const path = '/v1/direct/user/identification/{provider}/{method}' as const;
  return {
    key: ['identification', 'guest', credentials.id, credentials.userid],
    // The link names the request, so the guest's methods need no request id.
    methods: () => unwrap(client.GET('/v1/direct/user/identification/methods')),
    state: (provider, method) =>
      unwrap(client.GET(path, { params: { path: { provider, method } } })).catch(
        (error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      ),
    start: (provider, method, { returnPath }) =>
      unwrap(client.POST(path, { params: { path: { provider, method } }, body: { returnPath } })),
    cancel: (provider, method) =>
      unwrap(client.DELETE(path, { params: { path: { provider, method } } })).then(() => undefined),
    person: () =>
      unwrap(client.GET('/v1/direct/user')).then(({ firstName, lastName }) => ({
        firstName,
        lastName,
      })),
    saveName: async (name) => {
      const guest = await unwrap(client.GET('/v1/direct/user'));
      await unwrap(
        client.PUT('/v1/direct/user', {
          body: {
            ...name,
            language: guest.language,
            ...(guest.mobile ? { mobile: guest.mobile } : {}),
          },
        }),
      );
    },
    // The guest page's request and guest (keys under ['guest', id]) show the new level.
    grantedKeys: [['guest', credentials.id]],
  };
}
