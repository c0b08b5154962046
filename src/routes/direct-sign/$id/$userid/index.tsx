import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PageLoading } from '../../../../features/shell';
import { GuestLinkError, GuestSigningPage, guestRequestQuery } from '../../../../features/signing';
import { exitUrlState, viewSearch, type ViewSearch } from '../../../-components/view-search';

/** The guest's signing page: the view routes' exit query plus `primaryAction=refresh`. */
export const Route = createFileRoute('/direct-sign/$id/$userid/')({
  staticData: { roles: ['nas'], layout: 'simple' },
  validateSearch: (
    search: Record<string, unknown>,
  ): ViewSearch & { primaryAction?: 'refresh' } => ({
    ...viewSearch(search),
    ...(search.primaryAction === 'refresh' ? { primaryAction: 'refresh' as const } : {}),
  }),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(guestRequestQuery(params)),
  pendingComponent: PageLoading,
  errorComponent: DirectSignError,
  component: DirectSignRoute,
});

function DirectSignRoute() {
  const { id, userid } = Route.useParams();
  const search = Route.useSearch();
  return (
    <GuestSigningPage
      credentials={{ id, userid }}
      exit={exitUrlState(search)}
      refreshAction={search.primaryAction === 'refresh'}
      timeoutFromQuery={search.redirectTimeout !== undefined}
    />
  );
}

function DirectSignError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter();
  return (
    <GuestLinkError
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
