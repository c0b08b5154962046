import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { ExpiredPage } from '../features/auth';
import { withRouterLinks } from './-components/auth-links';

export const Route = createFileRoute('/expired')({
  staticData: { roles: everyone, layout: 'simple' },
  component: withRouterLinks(ExpiredPage),
});
