import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
type DocumentSignature = Schemas['DocumentSignature'];
export type Placement = Schemas['VisualSignaturePlacement'];

/** A placement that says where: at least one box, or a signature field. */
function namesAPlace(placement: Placement | undefined): placement is Placement {
  return Boolean(placement?.positions?.length || placement?.form_field);
}

/**
 * Where one signer's stamp goes on one document. The sign call wins only where it names boxes
 * or a field for this document; anything else (no list, the document without visual_signature,
 * an empty positions list — what API clients send when they just sign) keeps the sender's
 * placement. `documentIds`: the ids that name the document, its original's and the version
 * being signed. Undefined: an invisible signature.
 */
export function placementFor(
  call: DocumentSignature[] | undefined,
  sender: DocumentSignature[],
  documentIds: readonly string[],
): Placement | undefined {
  const forDocument = (list: DocumentSignature[]) =>
    list.find(
      (entry) => documentIds.includes(entry.document_id) && namesAPlace(entry.visual_signature),
    )?.visual_signature;
  return forDocument(call ?? []) ?? forDocument(sender);
}
