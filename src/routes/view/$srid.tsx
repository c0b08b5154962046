import { createFileRoute, notFound } from '@tanstack/react-router';
import { isProblem } from '../../api/problem';
import {
  RequestViewError,
  RequestViewPage,
  RequestViewSkeleton,
  eventsQuery,
  firstPageQuery,
} from '../../features/requests';
import { RequestSigningActions } from '../../features/signing';
import { routeError } from '../-components/route-error';
import { exitUrlState, viewSearch } from '../-components/view-search';
import { currentUserQuery, requestQuery } from '../../api/queries';
import { preloadPdfjs } from '../../ui';

/** A request the user has no part in is "not found" on the server: show the 404 page. */
function notFoundOn404(error: unknown): never {
  if (isProblem(error) && error.status === 404) throw notFound();
  throw error;
}

export const Route = createFileRoute('/view/$srid')({
  staticData: {
    roles: ['user'],
    layout: 'default',
    earlyData: ({ queryClient, params }) => {
      if (!params.srid) return;
      // The server's picture of the first document's page 1 follows the request at once, so it
      // is on screen long before pdf.js has the document. pdf.js (about 100 KB) waits for the
      // picture, or for the viewer asking for it, instead of loading alongside the page's data:
      // on a phone's connection they share the bandwidth.
      queryClient
        .fetchQuery(requestQuery(params.srid))
        .then(({ documents: [first] }) =>
          first ? queryClient.prefetchQuery(firstPageQuery(first.version_id)) : undefined,
        )
        .catch(() => undefined)
        .finally(preloadPdfjs);
      void queryClient.prefetchQuery(eventsQuery(params.srid));
    },
  },
  validateSearch: viewSearch,
  // The request, its history and the user load side by side, not one after the other.
  loader: async ({ context: { queryClient }, params }) => {
    await Promise.all([
      queryClient.ensureQueryData(requestQuery(params.srid)),
      queryClient.ensureQueryData(eventsQuery(params.srid)),
      queryClient.ensureQueryData(currentUserQuery()),
    ]).catch(notFoundOn404);
  },
  pendingComponent: RequestViewSkeleton,
  errorComponent: routeError(RequestViewError),
  component: ViewRoute,
});

function ViewRoute() {
  const { srid } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <RequestViewPage
      requestId={srid}
      signingActions={
        <RequestSigningActions requestId={srid} exit={exitUrlState(Route.useSearch())} />
      }
      onEditDraft={() => void navigate({ to: '/invite/$id', params: { id: srid } })}
      onDeleted={() => void navigate({ to: '/dashboard', search: { tab: 'drafts' } })}
    />
  );
}
