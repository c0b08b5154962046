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
  attributes: { accepted_gtc: ['2026-11-01T09:00:00.000Z'] },
});

const own = { document_signatures: [] } as unknown as Schemas['Signature'];

function precheck(highestQuality: Schemas['User']['highestQuality'], quality: Schemas['Quality']) {
  data.user = userWith(highestQuality);
  data.request = { id: 'sr_1', quality, documents: [{ id: 'doc_1' }] };
  return prepareAccountSigning(new QueryClient(), 'sr_1', own);
}

afterEach(() => shell.closeDialog());

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
    expect(await precheck(highest, quality)).toEqual({
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
