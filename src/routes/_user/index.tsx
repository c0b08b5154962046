import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/` is the dashboard's alias. */
export const Route = createFileRoute('/_user/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
