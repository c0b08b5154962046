import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAME_VISIT_MS, useRecordView } from './use-record-view';

const visit = (requestId: string, record: () => Promise<unknown>) =>
  renderHook(() => useRecordView(requestId, record), { wrapper: StrictMode });

afterEach(() => vi.useRealTimers());

describe('useRecordView', () => {
  it('records a StrictMode double mount once', () => {
    const record = vi.fn(async () => undefined);
    visit('sr_strict', record);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('treats a re-mount within a few seconds as the same visit, a later one as a new one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const record = vi.fn(async () => undefined);
    visit('sr_revisit', record).unmount();
    visit('sr_revisit', record).unmount();
    expect(record).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + SAME_VISIT_MS);
    visit('sr_revisit', record);
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('records each request the page shows', () => {
    const record = vi.fn(async (_requestId: string) => undefined);
    const { rerender } = renderHook(({ id }) => useRecordView(id, () => record(id)), {
      initialProps: { id: 'sr_first' },
    });
    rerender({ id: 'sr_second' });
    rerender({ id: 'sr_second' });
    expect(record.mock.calls).toEqual([['sr_first'], ['sr_second']]);
  });

  it('tries again on the next visit after a failed record', async () => {
    const record = vi.fn(async () => {
      throw new Error('offline');
    });
    visit('sr_failed', record).unmount();
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    visit('sr_failed', record);
    expect(record).toHaveBeenCalledTimes(2);
  });
});
