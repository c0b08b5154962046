import { createFileRoute, useRouter } from '@tanstack/react-router';
import { exitUrlState, viewSearch } from '../../-components/view-search';
import { PageLoading } from '../../../features/shell';
import { GuestLinkError, GuestSigningPage, guestRequestQuery } from '../../../features/signing';

/** The guest link from the invitation mail: view and sign as the signer it names. */
export const Route = createFileRoute('/view/$id/$userid')({
  staticData: { roles: ['nas'], layout: 'simple' },
  validateSearch: viewSearch,
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(guestRequestQuery(params)),
  pendingComponent: PageLoading,
  errorComponent: GuestRouteError,
  component: GuestViewRoute,
});

function GuestViewRoute() {
  const { id, userid } = Route.useParams();
  const search = Route.useSearch();
  return (
    <GuestSigningPage
      credentials={{ id, userid }}
      exit={exitUrlState(search)}
      timeoutFromQuery={search.redirectTimeout !== undefined}
    />
  );
}

function GuestRouteError({ error, reset }: { error: unknown; reset: () => void }) {
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
