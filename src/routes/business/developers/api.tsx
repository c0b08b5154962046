import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import { ApiUsersPage, apiUsersQuery } from '../../../features/developers';

export const Route = createFileRoute('/business/developers/api')({
  staticData: { roles: ['admin'], layout: 'admin' },
  loader: async ({ context: { queryClient } }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (business) void queryClient.prefetchQuery(apiUsersQuery(business.id));
  },
  component: ApiUsersRoute,
});

function ApiUsersRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // The guard lets only admins in, so the business is there.
  if (!user.business) return null;
  return <ApiUsersPage businessId={user.business.id} origin={window.location.origin} />;
}
