import { fetchClient } from '../../../api/client';

/** Throws the problem body (or the status) so callers can map it with problemMessage. */
function failed(error: unknown, response: Response): never {
  throw error ?? new Error(`HTTP ${response.status}`);
}

export async function remindSigners(id: string): Promise<void> {
  const { error, response } = await fetchClient.POST('/v3/signature-requests/{id}/remind', {
    params: { path: { id } },
  });
  if (!response.ok) failed(error, response);
}

export async function deleteDraft(id: string): Promise<void> {
  const { error, response } = await fetchClient.DELETE('/v3/signature-requests/{id}', {
    params: { path: { id } },
  });
  if (!response.ok) failed(error, response);
}
