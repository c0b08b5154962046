import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NewPasswordPage } from '../../features/auth';
import { RouterLinks } from '../-components/auth-links';
import { tokenSearch } from '../-components/token-search';

export const Route = createFileRoute('/password-reset/new')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  validateSearch: tokenSearch,
  component: NewPasswordRoute,
});

function NewPasswordRoute() {
  const { token = '' } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <RouterLinks>
      <NewPasswordPage
        token={token}
        onReset={() => void navigate({ to: '/password-reset/confirm', replace: true })}
      />
    </RouterLinks>
  );
}
