import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { currentUserQuery } from '../../api/queries';
import {
  billingQuery,
  pricePlansQuery,
  subscriptionQuery,
  upgradeSearch,
} from '../../features/billing';
import { UpgradeRouteContent } from '../-components/upgrade';

export const Route = createFileRoute('/business/upgrade')({
  staticData: { roles: ['user', 'admin'], strict: true, layout: 'default' },
  validateSearch: upgradeSearch,
  // The plans, then the admin's subscription and billing address side by side. The address
  // (its currency and country) only refines the defaults: the page opens without it.
  loader: async ({ context: { queryClient } }) => {
    const [user] = await Promise.all([
      queryClient.ensureQueryData(currentUserQuery()),
      queryClient.ensureQueryData(pricePlansQuery()),
    ]);
    if (user.business?.role !== 'admin') return;
    await Promise.all([
      queryClient.ensureQueryData(subscriptionQuery(user.business.id)),
      queryClient.prefetchQuery(billingQuery(user.business.id)),
    ]);
  },
  component: BusinessUpgradeRoute,
});

function BusinessUpgradeRoute() {
  const search = Route.useSearch();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // A free user upgrades by creating the business: the direct upgrade.
  if (!user.business) return <Navigate to="/upgrade" search={search} replace />;
  return <UpgradeRouteContent business={user.business} search={search} />;
}
