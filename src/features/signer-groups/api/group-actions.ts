import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { messages } from '../messages';
import { groupChangeKeys } from './queries';

/** Creating or replacing a group; the overlay shows a refusal itself and keeps the input. */
export function useSaveGroup(notify: Notify) {
  const change = { notify, invalidate: groupChangeKeys(), failure: 'caller' } as const;
  const create = $api.useMutation(
    'post',
    '/v3/groups',
    useChange({ ...change, done: messages.created }),
  );
  const update = $api.useMutation(
    'put',
    '/v3/groups/{id}',
    useChange({ ...change, done: messages.updated }),
  );
  return { create, update };
}

/** Deleting a group; the confirmation dialog stays open with a refusal. */
export function useDeleteGroup(notify: Notify) {
  return $api.useMutation(
    'delete',
    '/v1/groups/{id}',
    useChange({ notify, invalidate: groupChangeKeys(), done: messages.deleted, failure: 'caller' }),
  );
}
