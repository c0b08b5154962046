import { createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import {
  DashboardPage,
  apiView,
  isNormalised,
  lastDashboardView,
  normaliseDashboardSearch,
  signatureRequestsQuery,
  type DashboardSearch,
} from '../features/dashboard';
import { shellMessages } from '../features/shell';

export const Route = createFileRoute('/dashboard')({
  staticData: { roles: ['user'], layout: 'default', title: shellMessages.dashboard },
  validateSearch: (search: Partial<DashboardSearch> & SearchSchemaInput): DashboardSearch =>
    normaliseDashboardSearch(search, lastDashboardView.read()),
  beforeLoad: ({ search, location }) => {
    // Missing or invalid tab/filter: replace the URL with the normalised query.
    if (!isNormalised(location.search as Record<string, unknown>, search)) {
      throw redirect({ to: '/dashboard', search, replace: true });
    }
    lastDashboardView.write(search);
  },
  loaderDeps: ({ search }) => ({ view: apiView(search) }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(signatureRequestsQuery(deps.view)),
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardPage search={Route.useSearch()} />;
}
