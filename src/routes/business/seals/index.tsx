import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import { SealsPage, sealsQuery } from '../../../features/seals';

export const Route = createFileRoute('/business/seals/')({
  staticData: { roles: ['admin'], layout: 'admin' },
  // The list starts with the user it needs (the business id); the page shows its states.
  loader: async ({ context: { queryClient } }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (business) void queryClient.prefetchQuery(sealsQuery(business.id));
  },
  component: SealsRoute,
});

function SealsRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // The guard lets only admins in, so the business is there.
  if (!user.business) return null;
  return <SealsPage businessId={user.business.id} />;
}
