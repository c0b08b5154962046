import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DeleteAccountPage } from '../../features/auth';

// The profile page holds the account's deletion; the other profile pages have their own routes.
export const Route = createFileRoute('/profile/')({
  staticData: { roles: ['user'], layout: 'main' },
  component: ProfileRoute,
});

function ProfileRoute() {
  const navigate = useNavigate();
  return <DeleteAccountPage onDeleted={() => navigate({ to: '/bye', replace: true })} />;
}
