import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { shell } from '../../../ui';
import { messages } from '../messages';
import { apiUsersQuery } from './queries';

/**
 * Creating, editing, resetting and deleting API users, each through its dialog. Creating and
 * resetting answer a secret the server never shows again, so their dialog is replaced by the
 * one that shows it (the host closes a dialog only if it is still the one that acted).
 */
export function useApiUserActions(businessId: string, notify: Notify) {
  const change = {
    notify,
    invalidate: [apiUsersQuery(businessId).queryKey],
    failure: 'caller',
  } as const;
  const create = $api.useMutation('post', '/v1/businesses/{id}/apis', useChange(change));
  const update = $api.useMutation(
    'put',
    '/v1/businesses/{id}/apis/{username}',
    useChange({ ...change, done: messages.updated }),
  );
  const reset = $api.useMutation(
    'put',
    '/v1/businesses/{id}/apis/{username}/reset',
    useChange(change),
  );
  const remove = $api.useMutation(
    'delete',
    '/v1/businesses/{id}/apis/{username}',
    useChange({ ...change, done: messages.deleted }),
  );
  const path = (username: string) => ({ params: { path: { id: businessId, username } } });
  const showSecret = (
    reason: 'created' | 'reset',
    credentials: { username: string; secret: string },
  ) =>
    shell.openDialog({
      namespace: 'business',
      name: 'api-user-secret',
      props: { ...credentials, reason },
    });

  return {
    create: () =>
      shell.openDialog({
        namespace: 'business',
        name: 'create-api-user',
        onAction: async (body) => {
          const credentials = await create.mutateAsync({
            params: { path: { id: businessId } },
            body,
          });
          showSecret('created', credentials);
        },
      }),
    edit: (username: string, description: string) =>
      shell.openDialog({
        namespace: 'business',
        name: 'edit-api-user',
        props: { username, description },
        onAction: (body) => update.mutateAsync({ ...path(username), body }),
      }),
    reset: (username: string) =>
      shell.openDialog({
        namespace: 'business',
        name: 'reset-api-user',
        props: { username },
        onAction: async () => showSecret('reset', await reset.mutateAsync(path(username))),
      }),
    remove: (username: string) =>
      shell.openDialog({
        namespace: 'business',
        name: 'delete-api-user',
        props: { username },
        onAction: () => remove.mutateAsync(path(username)),
      }),
  };
}
