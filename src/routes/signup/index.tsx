import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignupPage } from '../../features/auth';
import { RouterLinks } from '../-components/auth-links';

export const Route = createFileRoute('/signup/')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: SignupRoute,
});

function SignupRoute() {
  const navigate = useNavigate();
  return (
    <RouterLinks>
      <SignupPage
        onSent={(email) => void navigate({ to: '/signup/mail-sent', search: { email } })}
      />
    </RouterLinks>
  );
}
