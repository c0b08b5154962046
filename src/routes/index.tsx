import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/` is the dashboard's alias; anonymous visitors are sent to /login by the root guard first. */
export const Route = createFileRoute('/')({
  staticData: { roles: ['user'], layout: 'default' },
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
