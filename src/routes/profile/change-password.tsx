import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { viewerFromUser } from '../../features/access';
import { ChangePasswordPage, passwordMessages } from '../../features/auth';
import { notify } from '../../ui';
import { currentUserQuery } from '../../api/queries';

export const Route = createFileRoute('/profile/change-password')({
  staticData: { roles: ['user'], layout: 'main' },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const navigate = useNavigate();
  const weak = viewerFromUser(user).weakPassword;
  const onChanged = () => {
    notify(passwordMessages.changed, { color: 'success' });
    // A forced change lets the user go on to work; a chosen one returns to the profile.
    void navigate({ to: weak ? '/dashboard' : '/profile', replace: weak });
  };
  return <ChangePasswordPage email={user.email} weak={weak} onChanged={onChanged} />;
}
