import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { WelcomePage } from '../features/auth';
import { withRouterLinks } from './-components/auth-links';

export const Route = createFileRoute('/welcome')({
  staticData: { roles: everyone, layout: 'simple' },
  component: withRouterLinks(WelcomePage),
});
