import { fetchClient } from '../../../api/client';
import { detailsInput, normalEmail, signerInput, type InviteForm } from '../form-state';
import { unwrap } from '../../../api/unwrap';
import { loadRequest, type SignatureRequest } from './request';

/**
 * Brings the server's draft to what the form shows: details by PUT, then signers and observers
 * by address (an address is unique within a request). Diffing against a fresh copy makes a
 * retry after a half-done save safe.
 */
export async function saveDraft(id: string, form: InviteForm): Promise<SignatureRequest> {
  const path = { params: { path: { id } } };
  await unwrap(
    fetchClient.PUT('/v3/signature-requests/{id}', { ...path, body: detailsInput(form) }),
  );
  const current = await loadRequest(id);

  // A person is matched by address, a signer group by its id (its rows are its members).
  const keyOf = (signer: { groupId: string | null; email: string }) =>
    signer.groupId ? `group:${signer.groupId}` : normalEmail(signer.email);
  const rowKey = (signature: SignatureRequest['signatures'][number]) =>
    keyOf({
      groupId: signature.signer_group_id ?? null,
      email: signature.signer_identity_data.email_address,
    });
  const wanted = new Set(form.signers.map(keyOf));
  const gone = current.signatures.filter((signature) => !wanted.has(rowKey(signature)));
  if (gone.length) {
    await unwrap(
      fetchClient.DELETE('/v3/signature-requests/{id}/signatures', {
        ...path,
        body: { sids: gone.map((signature) => signature.sid) },
      }),
    );
  }
  const existing = new Map(current.signatures.map((signature) => [rowKey(signature), signature]));
  // Boxes and fields on a document removed meanwhile have nowhere to go.
  const documentIds = new Set(current.documents.map((document) => document.id));
  for (const [index, signer] of form.signers.entries()) {
    const boxes = signer.boxes.filter((box) => documentIds.has(box.documentId));
    const fields = signer.fields.filter((field) => documentIds.has(field.documentId));
    const body = signerInput({ ...signer, boxes, fields }, index, form.ordered);
    const saved = existing.get(keyOf(signer));
    // A group added once stays as its members' rows; changing them is removing the group.
    if (saved && signer.groupId) continue;
    const sid = saved?.sid;
    await unwrap(
      sid
        ? await fetchClient.POST('/v3/signature-requests/{id}/signatures/{sig}', {
            params: { path: { id, sig: sid } },
            body,
          })
        : await fetchClient.POST('/v3/signature-requests/{id}/signatures', { ...path, body }),
    );
  }

  const observers = new Set(form.observers.map((observer) => normalEmail(observer.email)));
  for (const observer of current.observers) {
    const email = observer.user_info?.email;
    if (email && !observers.has(normalEmail(email))) {
      await unwrap(
        fetchClient.DELETE('/v3/signature-requests/{id}/observers/{obs}', {
          params: { path: { id, obs: observer.id } },
        }),
      );
    }
  }
  const present = new Set(
    current.observers.flatMap((observer) =>
      observer.user_info ? [normalEmail(observer.user_info.email)] : [],
    ),
  );
  for (const email of observers) {
    if (!present.has(email)) {
      await unwrap(
        fetchClient.POST('/v3/signature-requests/{id}/observers', {
          ...path,
          body: { email },
        }),
      );
    }
  }
  return loadRequest(id);
}
