import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InviteForm } from '../form-state';
import { saveDraft } from './save-draft';

const problem = { type: 'about:blank', status: 409, code: 'INVALID_STATE', message: 'Sent' };

afterEach(() => vi.unstubAllGlobals());

// A save that failed must say so: the page then keeps the input and shows why.
describe('saving a draft', () => {
  it('fails with the server problem when the details are refused', async () => {
    const fetch = vi.fn(async () =>
      Response.json(problem, {
        status: 409,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const form = { title: 'T', message: '', signers: [], observers: [] } as unknown as InviteForm;
    await expect(saveDraft('sr_1', form)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
