import { afterEach, describe, expect, it } from 'vitest';
import { problemMessages } from '../../../api/problem';
import { messages } from '../messages';
import { actionError, failingWith } from './action-error';

afterEach(() => actionError.clear());

describe('failingWith', () => {
  it('records why the action failed and rethrows, so the dialog stays open', async () => {
    const problem = { type: 'about:blank', status: 409, code: 'CONFLICT', message: 'taken' };
    const run = failingWith(messages.observerFailed, () => Promise.reject(problem));
    await expect(run({ email: 'a@example.com' })).rejects.toBe(problem);
    expect(actionError.get()).toEqual({
      title: messages.observerFailed,
      detail: problemMessages.CONFLICT,
    });
  });

  it('clears an earlier failure when the action succeeds', async () => {
    actionError.set({ title: messages.inviteFailed, detail: problemMessages.INTERNAL });
    let received: unknown;
    await failingWith(messages.inviteFailed, async (payload) => {
      received = payload;
    })({ email: 'b@example.com' });
    expect(received).toEqual({ email: 'b@example.com' });
    expect(actionError.get()).toBeNull();
  });

  it('says something went wrong for a failure without a problem (offline)', async () => {
    await expect(
      failingWith(messages.remindFailed, () => Promise.reject(new TypeError('offline')))(),
    ).rejects.toThrow('offline');
    expect(actionError.get()?.detail).toBe(problemMessages.INTERNAL);
  });
});
