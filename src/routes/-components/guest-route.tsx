import { PageLoading } from '../../features/shell';
import { GuestLinkError, guestRequestQuery, guestUserQuery } from '../../features/signing';
import type { RouterContext } from '../../router-context';
import { routeError } from './route-error';

/** What the three guest-link routes share: role, layout, the request's data and its errors. */
export const guestRoute = {
  staticData: { roles: ['nas'], layout: 'simple' },
  loader: ({
    context: { queryClient },
    params,
  }: {
    context: RouterContext;
    params: { id: string; userid: string };
  }) =>
    Promise.all([
      queryClient.ensureQueryData(guestRequestQuery(params)),
      queryClient.ensureQueryData(guestUserQuery(params)),
    ]),
  pendingComponent: PageLoading,
  errorComponent: routeError(GuestLinkError),
} as const;
