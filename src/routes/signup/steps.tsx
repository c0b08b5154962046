import { createFileRoute, redirect } from '@tanstack/react-router';

// The sign-up's steps all start from the e-mail form.
export const Route = createFileRoute('/signup/steps')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  beforeLoad: () => {
    throw redirect({ to: '/signup', replace: true });
  },
});
