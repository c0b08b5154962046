import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../../features/profile';
import { tokenSearch } from '../-components/token-search';

export const Route = createFileRoute('/profile/confirm')({
  staticData: { roles: ['user'], layout: 'main' },
  validateSearch: tokenSearch,
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
