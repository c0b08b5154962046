import { describe, expect, it } from 'vitest';
import type { SignatureRequest } from './api/request';
import {
  detailsInput,
  emptySigner,
  formFromRequest,
  groupSigner,
  offeredQualities,
  signerInput,
} from './form-state';
import { hasErrors, validateForm } from './validate';

const request: SignatureRequest = {
  id: 'sr_1',
  title: 'NDA',
  message: '',
  status_overall: 'DRAFT',
  quality: 'QES',
  legislation: 'EIDAS',
  documents: [{ id: 'doc_1', name: 'nda.pdf', version_id: 'doc_1' }],
  signatures: [
    {
      sid: 'sig_2',
      status_code: 'DRAFT',
      account_email: 'b@example.com',
      signer_identity_data: { email_address: 'b@example.com', first_name: 'Bea', language: 'de' },
      sequence: 2,
      notify: true,
      document_signatures: [],
    },
    {
      sid: 'sig_1',
      status_code: 'DRAFT',
      account_email: 'a@example.com',
      signer_identity_data: { email_address: 'a@example.com' },
      sequence: 1,
      notify: true,
      document_signatures: [
        {
          document_id: 'doc_1',
          visual_signature: { positions: [{ page: 0, x: 10, y: 20, width: 300, height: 140 }] },
        },
      ],
    },
  ],
  observers: [
    {
      id: 'obs_1',
      type: 'USER',
      invited_at: '2026-11-20T08:00:00.000Z',
      user_info: { email: 'o@example.com' },
    },
  ],
  owner: { email_address: 'owner@example.com' },
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

describe('invite form state', () => {
  it('reads a draft in signing order with its boxes and observers', () => {
    const form = formFromRequest(request);
    expect(form.ordered).toBe(true);
    expect(form.signers.map((signer) => signer.email)).toEqual(['a@example.com', 'b@example.com']);
    expect(form.signers[0]?.boxes[0]).toMatchObject({ documentId: 'doc_1', x: 10, y: 20 });
    expect(form.signers[1]?.language).toBe('de');
    expect(form.observers).toEqual([{ key: 'obs_1', email: 'o@example.com' }]);
    expect(detailsInput(form)).toMatchObject({ quality: 'QES', legislation: 'EIDAS' });
  });

  it.each([
    ['SES', 'UNDEFINED'],
    ['AES', 'EIDAS'],
    ['QES', 'EIDAS'],
    ['PART11', 'UNDEFINED'],
  ] as const)('sends %s with legislation %s', (quality, legislation) => {
    const form = { ...formFromRequest(request), quality };
    expect(detailsInput(form)).toMatchObject({ quality, legislation });
  });

  it.each([
    ['SES', 'SES'],
    ['DEMO', 'SES'],
    ['AES', 'AES'],
    ['AES_MINIMAL', 'AES'],
    ['QES', 'QES'],
    ['PART11', 'PART11'],
  ] as const)('reads a %s draft as %s', (quality, shown) => {
    expect(formFromRequest({ ...request, quality }).quality).toBe(shown);
  });

  it('writes signers with sequence only when ordered, and boxes per document', () => {
    const [first] = formFromRequest(request).signers;
    expect(signerInput(first!, 0, true)).toMatchObject({
      sequence: 1,
      document_signatures: [
        {
          document_id: 'doc_1',
          visual_signature: { positions: [{ page: 0, x: 10, y: 20, rotation: 0 }] },
        },
      ],
    });
    expect(signerInput(first!, 0, false)).not.toHaveProperty('sequence');
  });

  it('reads and writes the signature field a signer signs into, with or without boxes', () => {
    const withField: SignatureRequest = {
      ...request,
      documents: [...request.documents, { id: 'doc_2', name: 'annex.pdf', version_id: 'doc_2' }],
      signatures: request.signatures.map((signature) =>
        signature.sid === 'sig_1'
          ? {
              ...signature,
              document_signatures: [
                {
                  document_id: 'doc_2',
                  visual_signature: { form_field: 'Signature of the tenant' },
                },
                ...signature.document_signatures,
              ],
            }
          : signature,
      ),
    };
    const [first] = formFromRequest(withField).signers;
    expect(first?.fields).toEqual([{ documentId: 'doc_2', name: 'Signature of the tenant' }]);
    expect(signerInput(first!, 0, true).document_signatures).toEqual([
      { document_id: 'doc_2', visual_signature: { form_field: 'Signature of the tenant' } },
      {
        document_id: 'doc_1',
        visual_signature: {
          positions: [{ page: 0, x: 10, y: 20, width: 300, height: 140, rotation: 0 }],
        },
      },
    ]);
  });

  it('flags a missing title, bad and duplicate addresses and a bad mobile number', () => {
    const form = formFromRequest(request);
    const bad = emptySigner();
    const copy = { ...emptySigner(), email: 'A@example.com', mobile: '12' };
    const errors = validateForm({ ...form, title: ' ', signers: [...form.signers, bad, copy] });
    expect(errors.title).toBe('required');
    expect(errors.signers[bad.key]).toEqual({ email: 'required' });
    expect(errors.signers[copy.key]).toEqual({ email: 'duplicate', mobile: 'mobile' });
    expect(hasErrors(validateForm(form))).toBe(false);
  });
});

describe('a signer group as a signer', () => {
  const member = (sid: string, email: string): SignatureRequest['signatures'][number] => ({
    sid,
    status_code: 'DRAFT',
    account_email: email,
    signer_identity_data: { email_address: email },
    signer_group_id: 'grp_1',
    sequence: 1,
    notify: true,
    document_signatures: [],
  });

  it('reads the rows of a group as one signer named from the groups', () => {
    const form = formFromRequest(
      {
        ...request,
        signatures: [member('sig_m', 'm@example.com'), member('sig_n', 'n@example.com')],
      },
      new Map([['grp_1', 'Board']]),
    );
    expect(form.signers).toHaveLength(1);
    expect(form.signers[0]).toMatchObject({ groupId: 'grp_1', groupName: 'Board', email: '' });
  });

  it('writes a group by its id alone, and needs no address to be valid', () => {
    const signer = groupSigner({ id: 'grp_1', name: 'Board' });
    expect(signerInput(signer, 0, true)).toEqual({
      signer_group_id: 'grp_1',
      sequence: 1,
      document_signatures: [],
    });
    const form = formFromRequest({ ...request, signatures: [] });
    expect(hasErrors(validateForm({ ...form, signers: [signer] }))).toBe(false);
  });
});

describe('the standards offered to a sender', () => {
  it.each([
    { part11Enabled: false, current: 'SES', offered: ['SES', 'AES', 'QES'] },
    { part11Enabled: false, current: 'QES', offered: ['SES', 'AES', 'QES'] },
    { part11Enabled: true, current: 'SES', offered: ['SES', 'AES', 'QES', 'PART11'] },
    // A draft saved at Part 11 (before the business switched it off) still shows its value.
    { part11Enabled: false, current: 'PART11', offered: ['SES', 'AES', 'QES', 'PART11'] },
  ] as const)(
    'part 11 switched on: $part11Enabled, draft at $current',
    ({ part11Enabled, current, offered }) => {
      expect(offeredQualities(part11Enabled, current)).toEqual(offered);
    },
  );
});
