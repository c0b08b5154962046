import { createFileRoute } from '@tanstack/react-router';
import { SsoSignupPage } from '../../features/auth';
import { withRouterLinks } from '../-components/auth-links';

export const Route = createFileRoute('/signup/sso')({
  staticData: { roles: ['unauthenticated', 'user'], layout: 'unauthenticated' },
  component: withRouterLinks(SsoSignupPage),
});
