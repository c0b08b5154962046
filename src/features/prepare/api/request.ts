import { $api, fetchClient } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';
import { unwrap } from '../../../api/unwrap';

export type SignatureRequest = components['schemas']['SignatureRequest'];
export type SignerInput = components['schemas']['SignerInput'];

/** One document: its signature fields, for the placement step. */
export const documentQuery = (id: string) =>
  $api.queryOptions('get', '/v3/documents/{id}', { params: { path: { id } } });

/** An empty draft that the upload page then fills with documents. */
export async function createDraft(title: string): Promise<SignatureRequest> {
  return unwrap(
    await fetchClient.POST('/v3/signature-requests', {
      body: { title, documents: [], signatures: [] },
    }),
  );
}

export async function removeDocument(id: string, doc: string): Promise<void> {
  await unwrap(
    fetchClient.DELETE('/v3/signature-requests/{id}/documents/{doc}', {
      params: { path: { id, doc } },
    }),
  );
}

export async function loadRequest(id: string): Promise<SignatureRequest> {
  return unwrap(await fetchClient.GET('/v3/signature-requests/{id}', { params: { path: { id } } }));
}

export async function initiate(id: string): Promise<SignatureRequest> {
  return unwrap(
    await fetchClient.POST('/v3/signature-requests/{id}/initiate', {
      params: { path: { id } },
    }),
  );
}
