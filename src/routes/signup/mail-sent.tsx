import { createFileRoute } from '@tanstack/react-router';
import { SignupMailSentPage } from '../../features/auth';
import { RouterLinks } from '../-components/auth-links';
import { validEmail } from '../-components/search-params';

export const Route = createFileRoute('/signup/mail-sent')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  // The address the link went to, as /login takes it: the page names it and can send again
  // (for the same sign-up: eID+ says so).
  validateSearch: (search: Record<string, unknown>): { email?: string; flow?: 'eidplus' } => ({
    email: validEmail(search.email),
    ...(search.flow === 'eidplus' ? { flow: 'eidplus' as const } : {}),
  }),
  component: SignupMailSentRoute,
});

function SignupMailSentRoute() {
  const { email, flow } = Route.useSearch();
  return (
    <RouterLinks>
      <SignupMailSentPage email={email} flow={flow} />
    </RouterLinks>
  );
}
