import type { SignerDraft } from './form-state';

/** The signer who signs into this field of the document, if any. */
export function fieldHolder(
  signers: SignerDraft[],
  documentId: string,
  name: string,
): SignerDraft | undefined {
  return signers.find((signer) =>
    signer.fields.some((field) => field.documentId === documentId && field.name === name),
  );
}

/** The field this signer signs into on the document, or null (boxes only). */
export function fieldOf(signer: SignerDraft, documentId: string): string | null {
  return signer.fields.find((field) => field.documentId === documentId)?.name ?? null;
}

/**
 * Gives a document's signature field to one signer: a field holds one signature, so whoever had
 * it loses it, and a signer signs into at most one field per document (the signature goes into
 * the field, the contract's `form_field` is one name). `name` null: no field on that document.
 */
export function assignField(
  signers: SignerDraft[],
  signerKey: string,
  documentId: string,
  name: string | null,
): SignerDraft[] {
  return signers.map((signer) => {
    const fields = signer.fields.filter((field) =>
      signer.key === signerKey
        ? field.documentId !== documentId
        : !(field.documentId === documentId && field.name === name),
    );
    if (signer.key === signerKey && name !== null) fields.push({ documentId, name });
    return fields.length === signer.fields.length &&
      fields.every((field, index) => field === signer.fields[index])
      ? signer
      : { ...signer, fields };
  });
}
