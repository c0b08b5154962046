import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { businessMembersQuery, currentUserQuery } from '../../../api/queries';
import { SealPage, sealQuery } from '../../../features/seals';
import { pageNotFound } from '../../-components/route-validation';

// A seal's account name as the business API spells it; anything else is no seal page.
const ACCOUNT_NAME = /^[\w.-]{1,64}$/;

export const Route = createFileRoute('/business/seals/$accountname')({
  staticData: { roles: ['admin'], layout: 'admin' },
  beforeLoad: ({ params, location }) => {
    if (!ACCOUNT_NAME.test(params.accountname)) pageNotFound(location.pathname);
  },
  // The seal and the members it picks from, fetched together; the page shows their states.
  loader: async ({ context: { queryClient }, params }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (!business) return;
    void queryClient.prefetchQuery(sealQuery(business.id, params.accountname));
    void queryClient.prefetchQuery(businessMembersQuery(business.id));
  },
  component: SealRoute,
});

function SealRoute() {
  const { accountname } = Route.useParams();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  // The guard lets only admins in, so the business is there.
  if (!user.business) return null;
  return (
    <SealPage
      businessId={user.business.id}
      businessName={user.business.name}
      accountName={accountname}
    />
  );
}
