import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../api/queries';
import { businessQuery, customExtrasQuery, ExtrasPage } from '../../features/business';
import { useAdminBusiness } from '../-components/business';

export const Route = createFileRoute('/business/extras')({
  staticData: { roles: ['admin'], layout: 'admin' },
  // The page shows its own loading and failure states; the loader only starts the reads.
  loader: async ({ context: { queryClient } }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (!business) return;
    void queryClient.prefetchQuery(customExtrasQuery(business.id));
    void queryClient.prefetchQuery(businessQuery(business.id));
  },
  component: ExtrasRoute,
});

function ExtrasRoute() {
  return <ExtrasPage business={useAdminBusiness()} />;
}
