import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../api/queries';
import {
  ActivityPage,
  activityView,
  prefetchActivities,
  readActivitySearch,
  type ActivitySearch,
} from '../../features/reports';
import { useAdminBusiness } from '../-components/business';

export const Route = createFileRoute('/business/activity')({
  staticData: { roles: ['admin'], layout: 'admin' },
  // The tab, page, order and range live in the URL, so a reload or Back shows the same list.
  validateSearch: readActivitySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (!business) return;
    await prefetchActivities(queryClient, business.id, activityView(deps));
  },
  component: ActivityRoute,
});

function ActivityRoute() {
  const business = useAdminBusiness();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (change: Partial<ActivitySearch>) =>
    void navigate({ search: (previous) => readActivitySearch({ ...previous, ...change }) });
  return (
    <ActivityPage
      businessId={business.id}
      view={activityView(search)}
      onSearchChange={onSearchChange}
    />
  );
}
