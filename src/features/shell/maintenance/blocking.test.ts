import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClient } from '../../../api/client';
import { maintenanceBlocks } from './blocking';

const summary = (isBlocking: boolean | null) => ({
  components: [],
  maintenance:
    isBlocking === null ? null : { url: 'https://status.example', isBlocking, title: 'Upgrade' },
});

function answer(body: unknown, ok = true) {
  return vi.spyOn(fetchClient, 'GET').mockResolvedValue({
    data: ok ? body : undefined,
    error: ok ? undefined : { code: 'INTERNAL' },
    response: new Response(null, { status: ok ? 200 : 500 }),
  } as never);
}

afterEach(() => vi.restoreAllMocks());

describe('maintenanceBlocks', () => {
  it('fetches the status when it is not cached and reads the notice', async () => {
    const get = answer(summary(true));
    expect(await maintenanceBlocks(new QueryClient(), '')).toBe(true);
    expect(get).toHaveBeenCalledOnce();
  });

  it('uses the cached status without asking again', async () => {
    const queryClient = new QueryClient();
    const get = answer(summary(false));
    expect(await maintenanceBlocks(queryClient, '')).toBe(false);
    expect(await maintenanceBlocks(queryClient, '')).toBe(false);
    expect(get).toHaveBeenCalledOnce();
  });

  it('lets internal staff through without asking', async () => {
    const get = answer(summary(true));
    expect(await maintenanceBlocks(new QueryClient(), 'a=1; paraph_staff=1')).toBe(false);
    expect(get).not.toHaveBeenCalled();
  });

  it('lets everyone through when the status is unknown', async () => {
    answer(null, false);
    expect(await maintenanceBlocks(new QueryClient(), '')).toBe(false);
    answer(summary(null));
    expect(await maintenanceBlocks(new QueryClient(), '')).toBe(false);
  });
});
