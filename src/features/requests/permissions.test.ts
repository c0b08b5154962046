import { describe, expect, it } from 'vitest';
import type { Signature, SignatureRequest } from './api/request';
import { claimedBy, permissionsFor } from './permissions';

const signer = (email: string, status: Signature['status_code']): Signature => ({
  sid: `sig_${email}`,
  status_code: status,
  account_email: email,
  signer_identity_data: { email_address: email },
  notify: true,
  document_signatures: [],
});

const request = (
  status: SignatureRequest['status_overall'],
  signatures: Signature[],
): SignatureRequest => ({
  id: 'sr_1',
  title: 'Contract',
  message: '',
  status_overall: status,
  quality: 'SES',
  legislation: 'UNDEFINED',
  documents: [{ id: 'doc_1', name: 'contract.pdf', version_id: 'doc_1' }],
  signatures,
  observers: [],
  owner: { email_address: 'owner@example.com' },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

describe('permissionsFor', () => {
  it('lets the owner of an open request remind, withdraw and manage people', () => {
    const open = request('OPEN', [
      signer('a@example.com', 'OPEN'),
      signer('b@example.com', 'SIGNED'),
    ]);
    const can = permissionsFor(open, 'Owner@Example.com');
    expect(can.role).toBe('owner');
    expect(can.canRemind && can.canWithdraw && can.canAddSigner && can.canManageObservers).toBe(
      true,
    );
    expect(can.canRemoveSigner(open.signatures[0]!)).toBe(true);
    expect(can.canRemoveSigner(open.signatures[1]!)).toBe(false);
    expect(can.canDownloadSigned && can.canDownloadZip).toBe(true);
    expect(can.canEditDraft || can.canDelegate || can.canSign).toBe(false);
  });

  it('keeps the last signer of an open request', () => {
    const open = request('OPEN', [signer('a@example.com', 'OPEN')]);
    expect(permissionsFor(open, 'owner@example.com').canRemoveSigner(open.signatures[0]!)).toBe(
      false,
    );
  });

  it('offers a draft for editing and deletion only', () => {
    const draft = request('DRAFT', [signer('a@example.com', 'DRAFT')]);
    const can = permissionsFor(draft, 'owner@example.com');
    expect(
      can.canEditDraft && can.canDeleteDraft && can.canRemoveSigner(draft.signatures[0]!),
    ).toBe(true);
    expect(can.canRemind || can.canWithdraw || can.canDownloadZip || can.canDownloadReport).toBe(
      false,
    );
  });

  it('lets a signer whose turn it is sign and delegate, nothing of the owner', () => {
    const open = request('OPEN', [signer('a@example.com', 'OPEN')]);
    const can = permissionsFor(open, 'a@example.com');
    expect(can.role).toBe('signer');
    expect(can.mySignature?.sid).toBe('sig_a@example.com');
    expect(can.canSign && can.canDelegate).toBe(true);
    expect(can.canRemind || can.canWithdraw || can.canManageObservers).toBe(false);
    expect(can.canRemoveSigner(open.signatures[0]!)).toBe(false);
  });

  it('lets a waiting signer delegate but not sign yet', () => {
    const can = permissionsFor(
      request('OPEN', [signer('a@example.com', 'WAITING')]),
      'a@example.com',
    );
    expect(can.canDelegate).toBe(true);
    expect(can.canSign).toBe(false);
  });

  it('leaves a finished request to reading and downloads', () => {
    const withdrawn = request('WITHDRAWN', [signer('a@example.com', 'WITHDRAWN')]);
    const signerView = permissionsFor(withdrawn, 'a@example.com');
    expect(signerView.canSign || signerView.canDelegate || signerView.canDownloadSigned).toBe(
      false,
    );
    const observer = permissionsFor(withdrawn, 'someone@example.com');
    expect(observer.role).toBe('observer');
    expect(observer.canDownloadZip).toBe(true);
  });
});

describe('claimedBy', () => {
  it('finds the signatures the user claimed through a send-to link', () => {
    const at = '2026-11-01T10:00:00.000Z';
    const claimed = claimedBy(
      [
        { id: 'e1', type: 'CLAIMED', at, actor: 'Me@example.com', signature_id: 'sig_guest' },
        { id: 'e2', type: 'CLAIMED', at, actor: 'other@example.com', signature_id: 'sig_other' },
        { id: 'e3', type: 'VIEWED', at, actor: 'me@example.com', signature_id: 'sig_x' },
      ],
      'me@example.com',
    );
    expect([...claimed]).toEqual(['sig_guest']);
    const open = request('OPEN', [signer('guest@example.com', 'OPEN')]);
    const can = permissionsFor(open, 'me@example.com', new Set(['sig_guest@example.com']));
    expect(can.role).toBe('signer');
    expect(can.canSign).toBe(true);
  });
});
