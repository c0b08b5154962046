import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsyncOptions } from './use-async-options';

describe('useAsyncOptions', () => {
  it('loads options for the typed text', async () => {
    const load = vi.fn(async (query: string) => [`${query}@example.com`]);
    const { result } = renderHook(() => useAsyncOptions(load));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.onInputChange('ann'));
    await waitFor(() => expect(result.current.items).toEqual(['ann@example.com']));
    expect(load).toHaveBeenLastCalledWith('ann', expect.any(AbortSignal));
  });

  it('ignores a slow answer that arrives after a newer query', async () => {
    const resolvers: Record<string, (v: string[]) => void> = {};
    const load = (query: string) =>
      new Promise<string[]>((resolve) => (resolvers[query] = resolve));
    const { result } = renderHook(() => useAsyncOptions(load));
    act(() => result.current.onInputChange('a'));
    await waitFor(() => expect(resolvers.a).toBeDefined());
    act(() => result.current.onInputChange('ab'));
    await waitFor(() => expect(resolvers.ab).toBeDefined());
    act(() => resolvers.ab?.(['new']));
    act(() => resolvers.a?.(['stale']));
    await waitFor(() => expect(result.current.items).toEqual(['new']));
    expect(result.current.loading).toBe(false);
  });

  it('keeps the last list when loading fails', async () => {
    const load = vi.fn(async (query: string) => {
      if (query === 'x') throw new Error('offline');
      return ['first'];
    });
    const { result } = renderHook(() => useAsyncOptions(load));
    await waitFor(() => expect(result.current.items).toEqual(['first']));
    act(() => result.current.onInputChange('x'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toEqual(['first']);
  });
});
