import { createFileRoute } from '@tanstack/react-router';
import { GuestSigningPage } from '../../../../features/signing';
import { guestRoute } from '../../../-components/guest-route';
import { GuestRouteError, guestLoader } from '../../../-components/guest-route-parts';
import { exitUrlState, viewSearch } from '../../../-components/view-search';

/** Read-only preview of the guest's request: the documents, no signing. */
export const Route = createFileRoute('/direct-sign/$id/$userid/preview')({
  ...guestRoute,
  loader: guestLoader,
  errorComponent: GuestRouteError,
  validateSearch: viewSearch,
  component: PreviewRoute,
});

function PreviewRoute() {
  const { id, userid } = Route.useParams();
  return (
    <GuestSigningPage credentials={{ id, userid }} exit={exitUrlState(Route.useSearch())} preview />
  );
}
