import { guestRequestQuery, guestUserQuery } from '../../features/signing';
import type { RouterContext } from '../../router-context';

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
