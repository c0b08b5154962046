import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../openapi/schema.gen';
import { shell } from '../../../ui';
import { prepareAccountSigning } from './account-signing';

type Schemas = components['schemas'];

const data = vi.hoisted(() => ({
  user: undefined as unknown,
  request: undefined as unknown,
}));

// The pre-check reads the user and the request through the shared queries; these answer them.
vi.mock('../../../api/queries', () => ({
  currentUserQuery: () => ({ queryKey: ['user'], queryFn: () => data.user }),
  requestQuery: (id: string) => ({ queryKey: ['request', id], queryFn: () => data.request }),
}));

/**
 * A user ready to sign in every other respect. Its qualities list a real qualified entry: the
 * pre-check must still go by `highestQuality`, the server's answer, not derive its own.
 */
const userWith = (highestQuality: Schemas['User']['highestQuality']) => ({
  emailVerified: highestQuality !== null,
  firstName: 'Dana',
  lastName: 'Demo',
  signatureQualities: { qes: { zertes: { quality: 'qes' } } },
  highestQuality,
  signatures: [{ name: 'Dana Demo', language: 'en', location: 'Zürich' }],
  business: null,
  attributes: { accepted_gtc: ['2026-11-01T09:00:00.000Z'], free_signatures_remaining: ['5'] },
});

const own = { document_signatures: [] } as unknown as Schemas['Signature'];

function precheck(highestQuality: Schemas['User']['highestQuality'], quality: Schemas['Quality']) {
  data.user = userWith(highestQuality);
  data.request = { id: 'sr_1', quality, documents: [{ id: 'doc_1' }] };
  return prepareAccountSigning(new QueryClient(), 'sr_1', own);
}

afterEach(() => {
  shell.closeDialog();
  shell.dismissOverlay();
});

describe('the pre-check goes by the user’s highestQuality', () => {
  it.each([
    ['ses', 'QES', false],
    ['aes', 'QES', false],
    ['ses', 'AES', false],
    [null, 'SES', true],
  ] as const)(
    '%s below a %s request opens the upgrade dialog',
    async (highest, quality, unverified) => {
      const run = precheck(highest, quality);
      await vi.waitFor(() => expect(shell.getState().dialog?.name).toBe('upgrade-standards'));
      expect(shell.getState().dialog?.props).toEqual({
        required: quality === 'QES' ? 'qes' : quality === 'AES' ? 'aes' : 'ses',
        unverified,
      });
      shell.closeDialog();
      expect(await run).toEqual({ kind: 'stop' });
    },
  );

  it.each([
    ['qes', 'QES'],
    ['demo', 'QES'],
    ['aes', 'AES_MINIMAL'],
    ['ses', 'SES'],
  ] as const)('%s reaching a %s request asks no upgrade', async (highest, quality) => {
    const run = precheck(highest, quality);
    if (quality !== 'SES') {
      await vi.waitFor(() => expect(shell.getState().overlay?.name).toBe('mobile-aes'));
      await shell.overlayAction('complete');
    }
    expect(await run).toEqual({
      kind: 'ready',
      item: { signatureRequestId: 'sr_1', documentSignatures: [{ document_id: 'doc_1' }] },
    });
    expect(shell.getState().dialog).toBeNull();
  });

  it('names the legislation a bound request needs', async () => {
    data.user = userWith('aes');
    data.request = { id: 'sr_1', quality: 'QES', legislation: 'EIDAS', documents: [] };
    const run = prepareAccountSigning(new QueryClient(), 'sr_1', own);
    await vi.waitFor(() =>
      expect(shell.getState().dialog?.props).toEqual({
        required: 'qes',
        unverified: false,
        legislation: 'EIDAS',
      }),
    );
    shell.closeDialog();
    expect(await run).toEqual({ kind: 'stop' });
  });
});

describe('the confirmations before signing', () => {
  it('an advanced signature says where the code goes; closing that stops the signing', async () => {
    const run = precheck('qes', 'AES');
    await vi.waitFor(() => expect(shell.getState().overlay?.name).toBe('mobile-aes'));
    expect(shell.getState().overlay?.props).toEqual({ quality: 'aes', mobile: null });
    shell.dismissOverlay();
    expect(await run).toEqual({ kind: 'stop' });
  });

  it('Part 11 asks name and reason, then the signature’s meaning with them', async () => {
    const run = precheck('ses', 'PART11');
    await vi.waitFor(() => expect(shell.getState().dialog?.name).toBe('part-11-info'));
    await shell.dialogAction({ signingName: 'Dana Demo', signingReason: 'Approved' });
    await vi.waitFor(() => expect(shell.getState().overlay?.name).toBe('part-11-verification'));
    expect(shell.getState().overlay?.props).toMatchObject({
      name: 'Dana Demo',
      reason: 'Approved',
    });
    await shell.overlayAction('complete');
    expect(await run).toEqual({
      kind: 'ready',
      item: {
        signatureRequestId: 'sr_1',
        documentSignatures: [{ document_id: 'doc_1' }],
        signingName: 'Dana Demo',
        signingReason: 'Approved',
      },
    });
  });

  it('closing the Part 11 confirmation stops the signing', async () => {
    const run = precheck('ses', 'PART11');
    await vi.waitFor(() => expect(shell.getState().dialog?.name).toBe('part-11-info'));
    await shell.dialogAction({ signingName: 'Dana Demo', signingReason: 'Approved' });
    await vi.waitFor(() => expect(shell.getState().overlay?.name).toBe('part-11-verification'));
    shell.dismissOverlay();
    expect(await run).toEqual({ kind: 'stop' });
  });
});
