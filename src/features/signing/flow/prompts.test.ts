import { afterEach, describe, expect, it, vi } from 'vitest';
import { shell } from '../../../ui';
import { askDialog } from './prompts';

afterEach(() => shell.closeDialog());

describe('askDialog', () => {
  it('acts on the answer before it resolves', async () => {
    const act = vi.fn(async () => undefined);
    const answer = askDialog({ namespace: 'document', name: 'terms-of-use' }, act);
    await shell.dialogAction();
    expect(act).toHaveBeenCalledOnce();
    await expect(answer).resolves.toBe(true);
    expect(shell.getState().dialog).toBeNull();
  });

  it('keeps the dialog open with the reason when acting fails, until the user tries again', async () => {
    const refusal = { type: 'about:blank', status: 400, code: 'VALIDATION_FAILED', message: 'x' };
    const act = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const answer = askDialog({ namespace: 'document', name: 'terms-of-use' }, act);
    await shell.dialogAction();
    expect(shell.getState().dialog).toMatchObject({ name: 'terms-of-use', error: refusal });
    await shell.dialogAction();
    await expect(answer).resolves.toBe(true);
    expect(act).toHaveBeenCalledTimes(2);
  });

  it('answers null when the dialog is closed without acting', async () => {
    const act = vi.fn();
    const answer = askDialog({ namespace: 'document', name: 'terms-of-use' }, act);
    shell.closeDialog();
    await expect(answer).resolves.toBeNull();
    expect(act).not.toHaveBeenCalled();
  });
});
