import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import {
  BillingPlanPage,
  billingQuery,
  invoicesQuery,
  pricePlansQuery,
  readCardSetupReturn,
  referralCodeQuery,
  subscriptionQuery,
  usageQuery,
} from '../../../features/billing';
import { formatMoney } from '../../../features/shell';
import { useAdminBusiness, useCountries } from '../../-components/business';

interface CardReturnSearch {
  setup_intent?: string;
  redirect_status?: string;
}

export const Route = createFileRoute('/business/billing/plan')({
  staticData: { roles: ['admin'], layout: 'admin' },
  // Only the provider's card page adds a query: its result, shown once and then dropped.
  validateSearch: (search: Record<string, unknown>): CardReturnSearch => {
    const read = readCardSetupReturn(search);
    return read ? { setup_intent: read.setupIntentId, redirect_status: read.status } : {};
  },
  loader: async ({ context: { queryClient } }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (!business) return;
    const id = business.id;
    await Promise.all([
      queryClient.prefetchQuery(subscriptionQuery(id)),
      queryClient.prefetchQuery(pricePlansQuery()),
      queryClient.prefetchQuery(billingQuery(id)),
      queryClient.prefetchQuery(invoicesQuery(id)),
      queryClient.prefetchQuery(usageQuery(id)),
      queryClient.prefetchQuery(referralCodeQuery(id)),
    ]);
  },
  component: BillingPlanRoute,
});

function BillingPlanRoute() {
  const business = useAdminBusiness();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BillingPlanPage
      businessId={business.id}
      formatMoney={formatMoney}
      countries={useCountries()}
      cardReturn={readCardSetupReturn(search)}
      onCardReturnShown={() => void navigate({ search: {}, replace: true })}
    />
  );
}
