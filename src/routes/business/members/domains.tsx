import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import {
  businessQuery,
  DomainsPage,
  domainVerificationQuery,
  identityProvidersQuery,
} from '../../../features/members';

export const Route = createFileRoute('/business/members/domains')({
  staticData: { roles: ['admin'], layout: 'admin' },
  loader: async ({ context: { queryClient } }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (!business) return;
    void queryClient.prefetchQuery(businessQuery(business.id));
    void queryClient.prefetchQuery(domainVerificationQuery(business.id));
    void queryClient.prefetchQuery(identityProvidersQuery(business.id));
  },
  component: DomainsRoute,
});

function DomainsRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // The guard lets only admins in, so the business is there.
  if (!user.business) return null;
  return <DomainsPage businessId={user.business.id} />;
}
