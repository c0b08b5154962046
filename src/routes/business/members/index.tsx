import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import {
  invitationsQuery,
  MembersPage,
  membersQuery,
  restrictionOf,
} from '../../../features/members';

export const Route = createFileRoute('/business/members/')({
  staticData: { roles: ['admin'], layout: 'admin' },
  // The lists start with the user they need (the business id); the page shows their states.
  loader: async ({ context: { queryClient } }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (!business) return;
    void queryClient.prefetchQuery(membersQuery(business.id));
    void queryClient.prefetchQuery(invitationsQuery(business.id));
  },
  component: MembersRoute,
});

function MembersRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // The guard lets only admins in, so the business is there.
  if (!user.business) return null;
  return (
    <MembersPage
      businessId={user.business.id}
      selfId={user.id}
      restricted={restrictionOf(user.business)}
    />
  );
}
