import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/schema.gen';
import { placementFor } from '../../src/domain/signing/placement';

type DocumentSignature = components['schemas']['DocumentSignature'];

const SENDER = { page: 1, x: 80, y: 500, width: 240, height: 90 };
const SIGNER = { page: 0, x: 300, y: 80, width: 200, height: 80 };
const at = (document_id: string, ...positions: (typeof SENDER)[]): DocumentSignature => ({
  document_id,
  visual_signature: { positions },
});
const field = (document_id: string, form_field: string): DocumentSignature => ({
  document_id,
  visual_signature: { form_field },
});
/** The document being signed: original `doc_o`, current version `doc_v2`. */
const IDS = ['doc_o', 'doc_v2'];
const sender = [at('doc_o', SENDER)];

const cases: [string, DocumentSignature[] | undefined, DocumentSignature[], unknown][] = [
  // case, the sign call's documentSignatures, the sender's, the placement used
  ['call without placements', undefined, sender, { positions: [SENDER] }],
  ['call with an empty list', [], sender, { positions: [SENDER] }],
  ['call names the document only', [{ document_id: 'doc_o' }], sender, { positions: [SENDER] }],
  ['call with an empty positions list', [at('doc_o')], sender, { positions: [SENDER] }],
  ['call places on another document', [at('doc_x', SIGNER)], sender, { positions: [SENDER] }],
  ['call places by the original id', [at('doc_o', SIGNER)], sender, { positions: [SIGNER] }],
  [
    'call places by the current version id',
    [at('doc_v2', SIGNER)],
    sender,
    { positions: [SIGNER] },
  ],
  ['call names a field', [field('doc_o', 'Sig A')], sender, { form_field: 'Sig A' }],
  ['sender named a field', undefined, [field('doc_o', 'Sig A')], { form_field: 'Sig A' }],
  ['nobody placed anything', [{ document_id: 'doc_o' }], [], undefined],
  ['sender placed on another document', undefined, [at('doc_x', SENDER)], undefined],
];

describe('placementFor: the call wins where it names a place for the document, else the sender', () => {
  it.each(cases)('%s', (_name, call, senders, expected) => {
    expect(placementFor(call, senders, IDS)).toEqual(expected);
  });
});
