import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BusinessSignupPage } from '../../../features/business';
import { validEmail } from '../../-components/search-params';
import { rememberUcc } from '../../-components/ucc';

export const Route = createFileRoute('/business/signup/')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  // `ucc`: a referral code kept locally until the sign-up sends it; `email`: back from step two.
  validateSearch: (search: Record<string, unknown>): { ucc?: string; email?: string } => ({
    ...(typeof search.ucc === 'string' && search.ucc ? { ucc: search.ucc } : {}),
    ...(validEmail(search.email) ? { email: validEmail(search.email) } : {}),
  }),
  beforeLoad: ({ search, preload }) => {
    if (!preload && search.ucc) rememberUcc(search.ucc);
  },
  component: BusinessSignupRoute,
});

function BusinessSignupRoute() {
  const { email } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <BusinessSignupPage
      email={email}
      onContinue={(typed) =>
        void navigate({ to: '/business/signup/steps', search: { email: typed } })
      }
    />
  );
}
