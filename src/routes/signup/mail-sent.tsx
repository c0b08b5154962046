import { createFileRoute } from '@tanstack/react-router';
import { SignupMailSentPage } from '../../features/auth';
import { withRouterLinks } from '../-components/auth-links';

export const Route = createFileRoute('/signup/mail-sent')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: withRouterLinks(SignupMailSentPage),
});
