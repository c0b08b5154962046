import { GuestLinkError, guestRequestQuery, guestUserQuery } from '../../features/signing';
import type { RouterContext } from '../../router-context';
import { routeError } from './route-error';

/** The guest-link routes' data: the request and the signer the link names, side by side. */
export const guestLoader = ({
  context: { queryClient },
  params,
}: {
  context: RouterContext;
  params: { id: string; userid: string };
}) =>
  Promise.all([
    queryClient.ensureQueryData(guestRequestQuery(params)),
    queryClient.ensureQueryData(guestUserQuery(params)),
  ]);

/** The guest-link routes' errors (a link that is wrong, expired or used up). */
export const GuestRouteError = routeError(GuestLinkError);
