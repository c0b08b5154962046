import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { DeclinedPage } from '../features/auth';
import { withRouterLinks } from './-components/auth-links';

export const Route = createFileRoute('/declined')({
  staticData: { roles: everyone, layout: 'simple' },
  component: withRouterLinks(DeclinedPage),
});
