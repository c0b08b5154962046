import { createFileRoute } from '@tanstack/react-router';
import { GuestLinkError, GuestSigningPage } from '../../../../features/signing';
import { guestRoute } from '../../../-components/guest-route';
import { guestLoader } from '../../../-components/guest-route-parts';
import { routeError } from '../../../-components/route-error';
import { exitUrlState, viewSearch, type ViewSearch } from '../../../-components/view-search';

/** The guest's signing page: the view routes' exit query plus `primaryAction=refresh`. */
export const Route = createFileRoute('/direct-sign/$id/$userid/')({
  ...guestRoute,
  loader: guestLoader,
  errorComponent: routeError(GuestLinkError),
  validateSearch: (
    search: Record<string, unknown>,
  ): ViewSearch & { primaryAction?: 'refresh' } => ({
    ...viewSearch(search),
    ...(search.primaryAction === 'refresh' ? { primaryAction: 'refresh' as const } : {}),
  }),
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
