import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '../../features/business';
import { currentUserQuery } from '../../api/queries';
import { useAdminBusiness } from '../-components/business';

export const Route = createFileRoute('/business/welcome')({
  staticData: { roles: ['admin'], layout: 'admin', layoutOptions: { sidebar: false } },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: WelcomeRoute,
});

function WelcomeRoute() {
  return <WelcomePage business={useAdminBusiness()} />;
}
