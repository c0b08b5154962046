import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeError, type RouteErrorViewProps } from './route-error';

function ErrorView({ onRetry }: RouteErrorViewProps) {
  return <button onClick={onRetry}>Retry</button>;
}

describe('routeError', () => {
  it('retries the route and the failed query, so the page loads once the server answers', async () => {
    let calls = 0;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Page() {
      const { data } = useSuspenseQuery({
        queryKey: ['flaky'],
        queryFn: async () => {
          calls += 1;
          if (calls === 1) throw new Error('down');
          return 'loaded';
        },
      });
      return <p>{data}</p>;
    }
    const router = createRouter({
      routeTree: createRootRoute({
        staticData: { roles: [], layout: 'none' },
        component: Page,
        errorComponent: routeError(ErrorView),
      }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
