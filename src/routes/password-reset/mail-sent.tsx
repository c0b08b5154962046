import { createFileRoute } from '@tanstack/react-router';
import { ResetMailSentPage } from '../../features/auth';
import { withRouterLinks } from '../-components/auth-links';

export const Route = createFileRoute('/password-reset/mail-sent')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: withRouterLinks(ResetMailSentPage),
});
