import { createFileRoute } from '@tanstack/react-router';
import { guestRoute } from '../../-components/guest-route';
import { guestLoader } from '../../-components/guest-route-parts';
import { routeError } from '../../-components/route-error';
import { exitUrlState, viewSearch } from '../../-components/view-search';
import { GuestLinkError, GuestSigningPage } from '../../../features/signing';

/** The guest link from the invitation mail: view and sign as the signer it names. */
export const Route = createFileRoute('/view/$id/$userid')({
  ...guestRoute,
  loader: guestLoader,
  errorComponent: routeError(GuestLinkError),
  validateSearch: viewSearch,
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
