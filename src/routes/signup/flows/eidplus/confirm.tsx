import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { identificationSearch } from '../../../../features/identification';
import { EidPlusSignup } from '../../../-components/eidplus-signup';
import { tokenSearch } from '../../../-components/token-search';

export const Route = createFileRoute('/signup/flows/eidplus/confirm')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  // The mailed token, and what the provider sent back (the law and method started here).
  validateSearch: (search: Record<string, unknown>) => ({
    ...tokenSearch(search),
    ...identificationSearch(search),
  }),
  component: EidPlusConfirmRoute,
});

function EidPlusConfirmRoute() {
  const { token = '', ...search } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <EidPlusSignup
      token={token}
      search={search}
      onRegistered={() => void navigate({ to: '/dashboard', replace: true })}
    />
  );
}
