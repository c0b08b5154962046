import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { SignedPage } from '../features/auth';
import { withRouterLinks } from './-components/auth-links';

export const Route = createFileRoute('/signed')({
  staticData: { roles: everyone, layout: 'simple' },
  component: withRouterLinks(SignedPage),
});
