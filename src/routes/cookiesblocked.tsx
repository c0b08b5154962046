import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { CookiesBlockedPage } from '../features/auth';
import { withRouterLinks } from './-components/auth-links';

export const Route = createFileRoute('/cookiesblocked')({
  staticData: { roles: everyone, layout: 'simple' },
  component: withRouterLinks(CookiesBlockedPage),
});
