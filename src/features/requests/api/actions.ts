import { fetchClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

type Schemas = components['schemas'];

/** openapi-fetch answers with `{ data } | { error }`; the actions throw the problem instead. */
async function settle<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>) {
  const { data, error, response } = await call;
  if (!response.ok) throw error ?? new Error(`HTTP ${response.status}`);
  return data as T;
}

const path = (id: string) => ({ params: { path: { id } } });

export const requestActions = {
  /** The page was shown to the person: one VIEWED event (see useRecordView). */
  recordView: (id: string) =>
    settle(fetchClient.POST('/v3/signature-requests/{id}/view', path(id))),
  remind: (id: string) => settle(fetchClient.POST('/v3/signature-requests/{id}/remind', path(id))),
  withdraw: (id: string, message: string) =>
    settle(
      fetchClient.POST('/v3/signature-requests/{id}/withdraw', { ...path(id), body: { message } }),
    ),
  delegate: (id: string, body: Schemas['DelegateRequest']) =>
    settle(fetchClient.POST('/v3/signature-requests/{id}/delegate', { ...path(id), body })),
  addSigner: (id: string, body: Schemas['SignerInput']) =>
    settle(fetchClient.POST('/v3/signature-requests/{id}/signatures', { ...path(id), body })),
  removeSigner: (id: string, sig: string) =>
    settle(
      fetchClient.DELETE('/v3/signature-requests/{id}/signatures/{sig}', {
        params: { path: { id, sig } },
      }),
    ),
  addObserver: (id: string, email: string) =>
    settle(
      fetchClient.POST('/v3/signature-requests/{id}/observers', { ...path(id), body: { email } }),
    ),
  removeObserver: (id: string, obs: string) =>
    settle(
      fetchClient.DELETE('/v3/signature-requests/{id}/observers/{obs}', {
        params: { path: { id, obs } },
      }),
    ),
  deleteDraft: (id: string) => settle(fetchClient.DELETE('/v3/signature-requests/{id}', path(id))),
  claim: (id: string) => settle(fetchClient.POST('/v3/sendto/{id}/claim', path(id))),
};
