import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import type { Aes4Biz } from './aes-form';

const byId = (id: string) => ({ params: { path: { id } } });

/** GET /v2/businesses/{id}/customextras: the subscription's state and the AES-for-business setup. */
export const customExtrasQuery = (id: string) =>
  $api.queryOptions('get', '/v2/businesses/{id}/customextras', byId(id));

/**
 * PUT …/customextras/aes4biz replaces the setup; the extras are read again. The form shows a
 * refusal on its fields (`caller`), the extras page's switch in a snackbar (`notify`); each
 * says its own success, as turning on, off and saving the form are different news.
 */
export function useUpdateAes4Biz(id: string, notify: Notify, failure: 'notify' | 'caller') {
  const mutation = $api.useMutation(
    'put',
    '/v2/businesses/{id}/customextras/aes4biz',
    useChange({ notify, invalidate: [customExtrasQuery(id).queryKey], failure }),
  );
  return {
    save: (body: Aes4Biz) => mutation.mutateAsync({ ...byId(id), body }),
    saving: mutation.isPending,
  };
}
