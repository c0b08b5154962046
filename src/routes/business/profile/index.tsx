import { createFileRoute } from '@tanstack/react-router';
import { BusinessProfilePage, businessQuery } from '../../../features/business';
import { currentUserQuery } from '../../../api/queries';
import { useAdminBusiness } from '../../-components/business';

export const Route = createFileRoute('/business/profile/')({
  staticData: { roles: ['admin'], layout: 'admin', layoutOptions: { businessProfile: true } },
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQuery());
    if (user.business) await queryClient.ensureQueryData(businessQuery(user.business.id));
  },
  component: BusinessProfileRoute,
});

function BusinessProfileRoute() {
  return <BusinessProfilePage business={useAdminBusiness()} />;
}
