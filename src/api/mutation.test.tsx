import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $api } from './client';
import { useChange, type ChangeOptions } from './mutation';
import { anyRequestListKey, requestQuery } from './queries';

const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', status, code, message: 'x' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });

/** The server answers every call with `answer`; the hook reminds request sr_1. */
function remind(answer: () => Response, options: Omit<ChangeOptions, 'notify'> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const notify = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      $api.useMutation(
        'post',
        '/v3/signature-requests/{id}/remind',
        useChange({ notify, ...options }),
      ),
    { wrapper },
  );
  const run = () =>
    act(() =>
      result.current.mutateAsync({ params: { path: { id: 'sr_1' } } }).catch(() => undefined),
    );
  return { run, notify, invalidate };
}

const keys = [requestQuery('sr_1').queryKey, anyRequestListKey()];
const done = { id: 'test.done', defaultMessage: 'Done.' };

afterEach(() => vi.unstubAllGlobals());

describe('useChange', () => {
  it('invalidates the given queries and says done once the change succeeded', async () => {
    const { run, notify, invalidate } = remind(() => new Response(null, { status: 204 }), {
      invalidate: keys,
      done,
    });
    await run();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(keys);
    expect(notify).toHaveBeenCalledExactlyOnceWith(done, { color: 'success' });
  });

  it('says the problem of a failure and invalidates nothing', async () => {
    const { run, notify, invalidate } = remind(() => problem(409, 'INVALID_STATE'), {
      invalidate: keys,
      done,
    });
    await run();
    expect(invalidate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 'problem.invalid_state' }),
      { color: 'danger', values: undefined },
    );
  });

  it('knows a rate limit by its code and says the wait its Retry-After named', async () => {
    const { run, notify } = remind(() => problem(429, 'RATE_LIMITED', { 'Retry-After': '1750' }));
    await run();
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 'problem.rate_limited_wait' }),
      { color: 'danger', values: { minutes: 30 } },
    );
  });

  it('calls a short or unnamed wait "a moment", whatever the status', async () => {
    const short = remind(() => problem(429, 'RATE_LIMITED', { 'Retry-After': '20' }));
    await short.run();
    const other = remind(() => problem(400, 'RATE_LIMITED'));
    await other.run();
    for (const { notify } of [short, other]) {
      expect(notify).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ id: 'problem.rate_limited' }),
        { color: 'danger', values: undefined },
      );
    }
  });

  it('says what a code means for this change when the caller names it', async () => {
    const recently = { id: 'requests.remind_too_soon', defaultMessage: 'Reminded recently' };
    const { run, notify } = remind(() => problem(429, 'RATE_LIMITED', { 'Retry-After': '1750' }), {
      problems: { RATE_LIMITED: recently },
    });
    await run();
    expect(notify).toHaveBeenCalledExactlyOnceWith(recently, {
      color: 'danger',
      values: { minutes: 30 },
    });
  });

  it('leaves a failure to the caller (a dialog) when asked', async () => {
    const { run, notify } = remind(() => problem(409, 'INVALID_STATE'), { failure: 'caller' });
    await run();
    expect(notify).not.toHaveBeenCalled();
  });
});
