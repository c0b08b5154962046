import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignupPage } from '../../../../features/auth';
import { RouterLinks } from '../../../-components/auth-links';

export const Route = createFileRoute('/signup/flows/eidplus/new')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: EidPlusSignupRoute,
});

function EidPlusSignupRoute() {
  const navigate = useNavigate();
  return (
    <RouterLinks>
      <SignupPage
        flow="eidplus"
        onSent={(email) =>
          void navigate({ to: '/signup/mail-sent', search: { email, flow: 'eidplus' } })
        }
      />
    </RouterLinks>
  );
}
