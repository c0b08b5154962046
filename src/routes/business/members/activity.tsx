import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old activity address lives on as a redirect. */
export const Route = createFileRoute('/business/members/activity')({
  staticData: { roles: ['admin'], layout: 'admin' },
  beforeLoad: () => {
    throw redirect({ to: '/business/activity', replace: true });
  },
});
