import { fetchClient } from './client';
import { unwrap } from './unwrap';
import type { components } from '../../openapi/schema.gen';

type Schemas = components['schemas'];

const path = (id: string) => ({ params: { path: { id } } });

export const requestActions = {
  /** The page was shown to the person: one VIEWED event (see useRecordView). */
  recordView: (id: string) =>
    unwrap(fetchClient.POST('/v3/signature-requests/{id}/view', path(id))),
  remind: (id: string) => unwrap(fetchClient.POST('/v3/signature-requests/{id}/remind', path(id))),
  withdraw: (id: string, message: string) =>
    unwrap(
      fetchClient.POST('/v3/signature-requests/{id}/withdraw', { ...path(id), body: { message } }),
    ),
  delegate: (id: string, body: Schemas['DelegateRequest']) =>
    unwrap(fetchClient.POST('/v3/signature-requests/{id}/delegate', { ...path(id), body })),
  addSigner: (id: string, body: Schemas['SignerInput']) =>
    unwrap(fetchClient.POST('/v3/signature-requests/{id}/signatures', { ...path(id), body })),
  removeSigner: (id: string, sig: string) =>
    unwrap(
      fetchClient.DELETE('/v3/signature-requests/{id}/signatures/{sig}', {
        params: { path: { id, sig } },
      }),
    ),
  addObserver: (id: string, email: string) =>
    unwrap(
      fetchClient.POST('/v3/signature-requests/{id}/observers', { ...path(id), body: { email } }),
    ),
  removeObserver: (id: string, obs: string) =>
    unwrap(
      fetchClient.DELETE('/v3/signature-requests/{id}/observers/{obs}', {
        params: { path: { id, obs } },
      }),
    ),
  deleteDraft: (id: string) => unwrap(fetchClient.DELETE('/v3/signature-requests/{id}', path(id))),
  claim: (id: string) => unwrap(fetchClient.POST('/v3/sendto/{id}/claim', path(id))),
};
