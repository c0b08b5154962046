import { QueryClient } from '@tanstack/react-query';

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network blips and 5xx may.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
    },
  });
}
