import { createFileRoute } from '@tanstack/react-router';
import { GuestLinkError, GuestSigningPage } from '../../../../features/signing';
import { guestRoute } from '../../../-components/guest-route';
import { guestLoader } from '../../../-components/guest-route-parts';
import { routeError } from '../../../-components/route-error';
import { exitUrlState, viewSearch } from '../../../-components/view-search';

/** Read-only preview of the guest's request: the documents, no signing. */
export const Route = createFileRoute('/direct-sign/$id/$userid/preview')({
  ...guestRoute,
  loader: guestLoader,
  errorComponent: routeError(GuestLinkError),
  validateSearch: viewSearch,
  component: PreviewRoute,
});

function PreviewRoute() {
  const { id, userid } = Route.useParams();
  return (
    <GuestSigningPage credentials={{ id, userid }} exit={exitUrlState(Route.useSearch())} preview />
  );
}
