import { createFileRoute, useRouter } from '@tanstack/react-router';
import { exitUrlState, viewSearch } from '../../../-components/view-search';
import { PageLoading } from '../../../../features/shell';
import { GuestLinkError, GuestSigningPage, guestRequestQuery } from '../../../../features/signing';

/** Read-only preview of the guest's request: the documents, no signing. */
export const Route = createFileRoute('/direct-sign/$id/$userid/preview')({
  staticData: { roles: ['nas'], layout: 'simple' },
  validateSearch: viewSearch,
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(guestRequestQuery(params)),
  pendingComponent: PageLoading,
  errorComponent: PreviewError,
  component: PreviewRoute,
});

function PreviewRoute() {
  const { id, userid } = Route.useParams();
  return (
    <GuestSigningPage credentials={{ id, userid }} exit={exitUrlState(Route.useSearch())} preview />
  );
}

function PreviewError({ error, reset }: { error: unknown; reset: () => void }) {
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
