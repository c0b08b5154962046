import { createFileRoute } from '@tanstack/react-router';
import { ResetDonePage } from '../../features/auth';
import { withRouterLinks } from '../-components/auth-links';

export const Route = createFileRoute('/password-reset/confirm')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: withRouterLinks(ResetDonePage),
});
