import { createFileRoute } from '@tanstack/react-router';
import { BusinessSettingsPage, businessSettingsQuery } from '../../features/business';
import { currentUserQuery } from '../../api/queries';
import { useAdminBusiness } from '../-components/business';

export const Route = createFileRoute('/business/settings')({
  staticData: { roles: ['admin'], layout: 'admin' },
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQuery());
    if (user.business) await queryClient.ensureQueryData(businessSettingsQuery(user.business.id));
  },
  component: BusinessSettingsRoute,
});

function BusinessSettingsRoute() {
  return <BusinessSettingsPage businessId={useAdminBusiness().id} />;
}
