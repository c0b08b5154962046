import { useCallback } from 'react';
import { createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import {
  DashboardError,
  DashboardPage,
  DashboardSkeleton,
  isNormalised,
  lastDashboardView,
  listParams,
  normaliseDashboardSearch,
  signatureRequestsQuery,
  type DashboardSearch,
} from '../features/dashboard';
import { viewerFromUser } from '../features/access';
import { shellMessages } from '../features/shell';
import { routeError } from './-components/route-error';
import { currentUserQuery } from '../api/queries';

export const Route = createFileRoute('/dashboard')({
  staticData: {
    roles: ['user'],
    layout: 'default',
    title: shellMessages.dashboard,
    // The search is validated already: normalising it again only gives it its type.
    earlyData: ({ queryClient, search }) =>
      void queryClient.prefetchQuery(
        signatureRequestsQuery(listParams(normaliseDashboardSearch(search))),
      ),
  },
  validateSearch: (search: Partial<DashboardSearch> & SearchSchemaInput): DashboardSearch =>
    normaliseDashboardSearch(search, lastDashboardView.read()),
  beforeLoad: ({ search, location }) => {
    // Missing or invalid query values: replace the URL with the normalised query.
    if (!isNormalised(location.search as Record<string, unknown>, search)) {
      throw redirect({ to: '/dashboard', search, replace: true });
    }
    lastDashboardView.write(search);
  },
  loaderDeps: ({ search }) => listParams(search),
  // The list and the user (for owner actions) load side by side, not one after the other.
  loader: async ({ context, deps }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(signatureRequestsQuery(deps)),
      context.queryClient.ensureQueryData(currentUserQuery()),
    ]);
  },
  pendingComponent: DashboardSkeleton,
  errorComponent: routeError(DashboardError),
  component: DashboardRoute,
});

function DashboardRoute() {
  const navigate = Route.useNavigate();
  const { data: user } = useQuery(currentUserQuery());
  const onSearchChange = useCallback(
    (change: Partial<DashboardSearch>) =>
      void navigate({
        search: (previous) => ({ ...previous, ...change }),
        replace: 'search' in change,
      }),
    [navigate],
  );
  return (
    <DashboardPage
      search={Route.useSearch()}
      onSearchChange={onSearchChange}
      userEmail={user?.email}
      canUpload={!viewerFromUser(user).newFreePlan}
    />
  );
}
