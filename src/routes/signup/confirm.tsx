import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignupConfirmPage } from '../../features/auth';
import { RouterLinks } from '../-components/auth-links';
import { tokenSearch } from '../-components/token-search';

export const Route = createFileRoute('/signup/confirm')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  validateSearch: tokenSearch,
  component: SignupConfirmRoute,
});

function SignupConfirmRoute() {
  const { token = '' } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <RouterLinks>
      <SignupConfirmPage
        token={token}
        onRegistered={(flow) =>
          void navigate({
            to: flow === 'business' ? '/business/welcome' : '/welcome',
            replace: true,
          })
        }
        onEidPlus={() =>
          void navigate({ to: '/signup/flows/eidplus/confirm', search: { token }, replace: true })
        }
      />
    </RouterLinks>
  );
}
