import type { ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../../router-context';
import { guardNavigation } from './guard';

// The user request never answers here: what the guard starts before awaiting it is what counts.
vi.mock('../../api/queries', () => ({
  currentUserQuery: () => ({ queryKey: ['user'] }),
}));
vi.mock('../../features/shell', () => ({
  maintenanceBlocks: () => Promise.resolve(false),
  shellMessages: {},
}));

const location = { pathname: '/dashboard', searchStr: '', hash: '' } as ParsedLocation;

function context(signedIn: boolean): RouterContext {
  return {
    auth: { isAuthenticated: () => signedIn },
    queryClient: { ensureQueryData: () => new Promise(() => {}) },
  } as unknown as RouterContext;
}

const leaf = (earlyData: () => void) => ({
  staticData: { roles: ['user'] as const, layout: 'default' as const, earlyData },
  params: { srid: 'sr_1' },
  search: { tab: 'inbox' },
});

describe('guardNavigation', () => {
  it("starts a signed-in visitor's page data while the user is still loading", () => {
    const earlyData = vi.fn();
    const ctx = context(true);
    void guardNavigation(ctx, location, leaf(earlyData), false);
    expect(earlyData).toHaveBeenCalledWith({
      queryClient: ctx.queryClient,
      params: { srid: 'sr_1' },
      search: { tab: 'inbox' },
    });
  });

  it('starts nothing for an anonymous visitor, who will be sent to the login', async () => {
    const earlyData = vi.fn();
    await guardNavigation(context(false), location, leaf(earlyData), false).catch(() => undefined);
    expect(earlyData).not.toHaveBeenCalled();
  });
});
