import { createFileRoute, redirect } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { accountDeletion, ByePage } from '../features/auth';
import { withRouterLinks } from './-components/auth-links';

// Only right after the account was deleted; any other visit goes to the index.
export const Route = createFileRoute('/bye')({
  staticData: { roles: everyone, layout: 'simple' },
  beforeLoad: () => {
    if (!accountDeletion.happened()) throw redirect({ to: '/', replace: true });
  },
  component: withRouterLinks(ByePage),
});
