import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { BusinessSignupStepsPage } from '../../../features/business';
import { useCountries, useSignupLanguage } from '../../-components/business';
import { validEmail } from '../../-components/search-params';
import { rememberedUcc } from '../../-components/ucc';

export const Route = createFileRoute('/business/signup/steps')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: validEmail(search.email),
  }),
  // The company step needs the admin's address from the first step.
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/business/signup', replace: true });
  },
  component: BusinessSignupStepsRoute,
});

function BusinessSignupStepsRoute() {
  const { email = '' } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <BusinessSignupStepsPage
      email={email}
      countries={useCountries()}
      ucc={rememberedUcc()}
      language={useSignupLanguage()}
      onBack={() => void navigate({ to: '/business/signup', search: { email } })}
      onSent={(sentTo) =>
        void navigate({ to: '/business/signup/mail-sent', search: { email: sentTo } })
      }
    />
  );
}
