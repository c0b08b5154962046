import { createFileRoute } from '@tanstack/react-router';
import { BusinessSignupMailSentPage } from '../../../features/business';
import { useSignupLanguage } from '../../-components/business';
import { validEmail } from '../../-components/search-params';

export const Route = createFileRoute('/business/signup/mail-sent')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: validEmail(search.email),
  }),
  component: BusinessSignupMailSentRoute,
});

function BusinessSignupMailSentRoute() {
  const { email } = Route.useSearch();
  return <BusinessSignupMailSentPage email={email} language={useSignupLanguage()} />;
}
