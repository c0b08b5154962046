import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import {
  businessGroupsQuery,
  groupSettingsQuery,
  SignerGroupsPage,
} from '../../../features/signer-groups';

export const Route = createFileRoute('/business/members/signer-groups')({
  staticData: { roles: ['admin'], layout: 'admin' },
  // The reads start with the business id from the user; the page shows their states.
  loader: async ({ context: { queryClient } }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (!business) return;
    void queryClient.prefetchQuery(businessGroupsQuery(business.id));
    void queryClient.prefetchQuery(groupSettingsQuery(business.id));
  },
  component: SignerGroupsRoute,
});

function SignerGroupsRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // The guard lets only admins in, so the business is there.
  if (!user.business) return null;
  return <SignerGroupsPage businessId={user.business.id} />;
}
