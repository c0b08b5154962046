import { createFileRoute } from '@tanstack/react-router';
import { BusinessDashboardPage, businessStatisticsQuery } from '../../features/business';
import { currentUserQuery } from '../../api/queries';
import { useAdminBusiness } from '../-components/business';

export const Route = createFileRoute('/business/dashboard')({
  staticData: { roles: ['admin'], layout: 'admin' },
  // The figures start with the user; the page shows the plan even when they fail.
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQuery());
    if (user.business) void queryClient.prefetchQuery(businessStatisticsQuery(user.business.id));
  },
  component: BusinessDashboardRoute,
});

function BusinessDashboardRoute() {
  return <BusinessDashboardPage business={useAdminBusiness()} />;
}
