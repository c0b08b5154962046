import type { components } from '../../../../openapi/schema.gen';
import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { shell } from '../../../ui';
import { messages } from '../messages';
import { identityProvidersQuery } from './queries';

type IdentityProvider = components['schemas']['IdentityProvider'];

/** Setting up, changing and removing a domain's identity provider, each through its dialog. */
export function useSsoActions(businessId: string, notify: Notify) {
  const path = { params: { path: { id: businessId } } };
  const change = {
    notify,
    invalidate: [identityProvidersQuery(businessId).queryKey],
    failure: 'caller',
  } as const;
  const set = $api.useMutation(
    'put',
    '/v1/businesses/{id}/identity-provider',
    useChange({ ...change, done: messages.ssoSaved }),
  );
  const remove = $api.useMutation(
    'delete',
    '/v1/businesses/{id}/identity-provider',
    useChange({ ...change, done: messages.ssoRemoved }),
  );
  const open = (domains: string[], current?: IdentityProvider) =>
    shell.openDialog({
      namespace: 'business',
      name: 'set-sso',
      props: { domains, current },
      onAction: (body) => set.mutateAsync({ ...path, body }),
    });
  return {
    setUp: (domains: string[]) => open(domains),
    change: (domains: string[], provider: IdentityProvider) => open(domains, provider),
    remove: (domain: string) =>
      shell.openDialog({
        namespace: 'business',
        name: 'remove-sso',
        props: { domain },
        onAction: () =>
          remove.mutateAsync({ params: { path: { id: businessId }, query: { domain } } }),
      }),
  };
}
