import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { shell } from '../../../ui';
import { messages } from '../messages';
import { businessQuery } from './queries';

/** Adding and removing the business's domains, each through its dialog. */
export function useDomainActions(businessId: string, notify: Notify) {
  const path = { params: { path: { id: businessId } } };
  const change = {
    notify,
    invalidate: [businessQuery(businessId).queryKey],
    failure: 'caller',
  } as const;
  const add = $api.useMutation(
    'post',
    '/v1/businesses/{id}/domains',
    useChange({ ...change, done: messages.domainAdded }),
  );
  const remove = $api.useMutation(
    'delete',
    '/v1/businesses/{id}/domains/{domain}',
    useChange({ ...change, done: messages.domainRemoved }),
  );
  return {
    add: () =>
      shell.openDialog({
        namespace: 'business',
        name: 'add-domain',
        onAction: ({ domain }) => add.mutateAsync({ ...path, body: { domain } }),
      }),
    remove: (domain: string) =>
      shell.openDialog({
        namespace: 'business',
        name: 'remove-domain',
        props: { domain },
        onAction: () => remove.mutateAsync({ params: { path: { id: businessId, domain } } }),
      }),
  };
}
