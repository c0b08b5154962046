import { createFileRoute, redirect } from '@tanstack/react-router';

/** The bare business page: the root guard sends non-members to /business/register first. */
export const Route = createFileRoute('/business/')({
  staticData: { roles: ['admin'], layout: 'admin' },
  beforeLoad: () => {
    throw redirect({ to: '/business/dashboard', replace: true });
  },
});
