import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProfileOverviewPage } from '../../features/auth';
import { viewerFromUser } from '../../features/access';
import { memberNotices, useUserBusinessActions } from '../../features/members';
import { notify, shell } from '../../ui';
import { profileEntries } from '../../features/shell';
import { currentUserQuery } from '../../api/queries';
import { shellAccountOf } from '../-components/shell-account';

// The profile overview: the account's details, links to its other pages, and its deletion.
export const Route = createFileRoute('/profile/')({
  staticData: { roles: ['user'], layout: 'main' },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: ProfileRoute,
});

function ProfileRoute() {
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const account = shellAccountOf(user);
  const { business } = viewerFromUser(user);
  const { leave } = useUserBusinessActions(notify);
  const links = profileEntries().filter((entry) => entry.to !== '/profile');
  return (
    <ProfileOverviewPage
      user={user}
      freeSignaturesRemaining={account.freeSignaturesRemaining}
      links={links}
      business={business && { role: business.role }}
      onLeaveBusiness={() =>
        business &&
        shell.openDialog({
          namespace: 'profile',
          name: 'leave-business',
          props: { role: business.role },
          onAction: async () => {
            await leave();
            notify(memberNotices.left, { color: 'success' });
          },
        })
      }
      onDeleted={() => navigate({ to: '/bye', replace: true })}
    />
  );
}
