import { afterEach, describe, expect, it, vi } from 'vitest';
import { shell } from '../../../ui';
import { lastViewed } from './last-viewed';
import { leaveAfterDecline, runSigning, type Navigation } from './run-signing';

const exit = { exitUrl: 'https://exit.example/', timeout: 10, declineRedirect: true };
const signed = { status: 'SIGNED' as const };

function navigation() {
  return { go: vi.fn<Navigation['go']>(), leave: vi.fn<Navigation['leave']>() };
}

/** Waits for the overlay of that name, then presses its button with the choice. */
async function choose(name: string, choice: string) {
  await vi.waitFor(() => expect(shell.getState().overlay?.name).toBe(name));
  await shell.overlayAction('complete', { choice });
}

afterEach(async () => {
  shell.closeDialog();
  if (shell.getState().overlay) await shell.overlayAction('complete');
  window.sessionStorage.clear();
});

describe('the signing flow', () => {
  it('shows success with the exit countdown for the request last viewed, then leaves', async () => {
    lastViewed.set('sr_1');
    const nav = navigation();
    const onSigned = vi.fn();
    const run = runSigning(
      { requestIds: ['sr_1'], attempt: async () => signed, onSigned },
      exit,
      nav,
    );
    await vi.waitFor(() => expect(shell.getState().overlay?.name).toBe('signing-success'));
    expect(shell.getState().overlay?.props).toEqual({
      exit: { url: 'https://exit.example/', seconds: 10 },
    });
    await shell.overlayAction('complete', { choice: 'leave' });
    await run;
    expect(onSigned).toHaveBeenCalledTimes(1);
    expect(nav.leave).toHaveBeenCalledWith('https://exit.example/');
  });

  it('goes to /signed when another request was viewed last', async () => {
    lastViewed.set('sr_other');
    const nav = navigation();
    const run = runSigning(
      { requestIds: ['sr_1'], attempt: async () => signed, onSigned: () => undefined },
      exit,
      nav,
    );
    await vi.waitFor(() => expect(shell.getState().overlay?.props).toEqual({ exit: undefined }));
    await choose('signing-success', 'close');
    await run;
    expect(nav.go).toHaveBeenCalledWith('/signed');
    expect(nav.leave).not.toHaveBeenCalled();
  });

  it('shows the overlay of a refusal and tries again on request', async () => {
    const attempt = vi
      .fn()
      .mockRejectedValueOnce({ code: 'REQUEST_LOCKED', status: 409 })
      .mockResolvedValueOnce(signed);
    const nav = navigation();
    const run = runSigning({ requestIds: ['sr_1'], attempt, onSigned: () => undefined }, exit, nav);
    await choose('signing-locked', 'retry');
    await choose('signing-success', 'close');
    await run;
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('stops quietly when the signer cancels a step', async () => {
    const nav = navigation();
    await runSigning(
      { requestIds: ['sr_1'], attempt: async () => null, onSigned: () => undefined },
      exit,
      nav,
    );
    expect(shell.getState().overlay).toBeNull();
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('after a decline leaves to declineURL or exitURL, else to /declined', () => {
    lastViewed.set('sr_1');
    const nav = navigation();
    leaveAfterDecline('sr_1', exit, nav);
    expect(nav.leave).toHaveBeenCalledWith('https://exit.example/');
    leaveAfterDecline('sr_1', { ...exit, declineRedirect: false }, nav);
    expect(nav.go).toHaveBeenCalledWith('/declined');
  });
});
