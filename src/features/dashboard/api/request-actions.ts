import { fetchClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';

export const remindSigners = (id: string): Promise<unknown> =>
  unwrap(fetchClient.POST('/v3/signature-requests/{id}/remind', { params: { path: { id } } }));

export const deleteDraft = (id: string): Promise<unknown> =>
  unwrap(fetchClient.DELETE('/v3/signature-requests/{id}', { params: { path: { id } } }));
