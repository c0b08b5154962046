import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell, currentUserQuery } from '../features/shell';
import { returnUrlStore } from '../api/session';

/** Pathless layout for signed-in users: anonymous visitors go to /login and come back after. */
export const Route = createFileRoute('/_user')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      returnUrlStore.remember(location.href);
      throw redirect({ to: '/login', replace: true });
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: UserLayout,
});

function UserLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
