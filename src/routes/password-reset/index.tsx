import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PasswordResetPage } from '../../features/auth';
import { RouterLinks } from '../-components/auth-links';

export const Route = createFileRoute('/password-reset/')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: PasswordResetRoute,
});

function PasswordResetRoute() {
  const navigate = useNavigate();
  return (
    <RouterLinks>
      <PasswordResetPage onSent={() => void navigate({ to: '/password-reset/mail-sent' })} />
    </RouterLinks>
  );
}
