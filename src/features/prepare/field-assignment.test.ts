import { describe, expect, it } from 'vitest';
import { assignField, fieldHolder, fieldOf } from './field-assignment';
import { emptySigner, type SignerDraft } from './form-state';

const signer = (key: string, fields: SignerDraft['fields'] = []): SignerDraft => ({
  ...emptySigner(),
  key,
  email: `${key}@example.com`,
  fields,
});
const tenant = { documentId: 'doc_1', name: 'Tenant' };
const landlord = { documentId: 'doc_1', name: 'Landlord' };
const annex = { documentId: 'doc_2', name: 'Tenant' };

const fieldsOf = (signers: SignerDraft[]) =>
  Object.fromEntries(signers.map((s) => [s.key, s.fields]));

const cases: [string, SignerDraft[], string, string, string | null, Record<string, unknown>][] = [
  // case, signers before, signer, document, field (null: none), fields after
  ['a free field', [signer('a'), signer('b')], 'a', 'doc_1', 'Tenant', { a: [tenant], b: [] }],
  [
    "another signer's field moves over",
    [signer('a'), signer('b', [tenant])],
    'a',
    'doc_1',
    'Tenant',
    { a: [tenant], b: [] },
  ],
  [
    'a second field on the same document replaces the first',
    [signer('a', [tenant]), signer('b')],
    'a',
    'doc_1',
    'Landlord',
    { a: [landlord], b: [] },
  ],
  [
    'fields on other documents stay',
    [signer('a', [annex]), signer('b', [landlord])],
    'a',
    'doc_1',
    'Tenant',
    { a: [annex, tenant], b: [landlord] },
  ],
  [
    'none: the field is let go',
    [signer('a', [tenant, annex]), signer('b')],
    'a',
    'doc_1',
    null,
    { a: [annex], b: [] },
  ],
];

describe('assignField', () => {
  it.each(cases)('%s', (_name, signers, key, documentId, name, expected) => {
    expect(fieldsOf(assignField(signers, key, documentId, name))).toEqual(expected);
  });

  it('keeps untouched signers as they are (no needless re-render)', () => {
    const b = signer('b', [landlord]);
    expect(assignField([signer('a'), b], 'a', 'doc_1', 'Tenant')[1]).toBe(b);
  });
});

describe('fieldHolder and fieldOf', () => {
  const signers = [signer('a', [tenant]), signer('b', [annex])];
  it('find who holds a field and which field a signer has on a document', () => {
    expect(fieldHolder(signers, 'doc_1', 'Tenant')?.key).toBe('a');
    expect(fieldHolder(signers, 'doc_1', 'Landlord')).toBeUndefined();
    expect(fieldOf(signers[1]!, 'doc_2')).toBe('Tenant');
    expect(fieldOf(signers[1]!, 'doc_1')).toBeNull();
  });
});
