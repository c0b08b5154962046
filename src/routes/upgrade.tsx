import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { currentUserQuery } from '../api/queries';
import { pricePlansQuery, upgradeSearch } from '../features/billing';
import { UpgradeRouteContent } from './-components/upgrade';

export const Route = createFileRoute('/upgrade')({
  staticData: { roles: ['user'], layout: 'default' },
  validateSearch: upgradeSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(currentUserQuery()),
      queryClient.ensureQueryData(pricePlansQuery()),
    ]),
  component: UpgradeRoute,
});

function UpgradeRoute() {
  const search = Route.useSearch();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // As the page opened: paying makes the user an admin, and the page then leaves by itself.
  const [business] = useState(user.business);
  if (business) return <Navigate to="/business/upgrade" search={search} replace />;
  return <UpgradeRouteContent business={null} search={search} />;
}
