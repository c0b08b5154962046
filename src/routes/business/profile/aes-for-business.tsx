import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import { AesForBusinessPage, businessQuery, customExtrasQuery } from '../../../features/business';
import { useAdminBusiness } from '../../-components/business';

export const Route = createFileRoute('/business/profile/aes-for-business')({
  staticData: { roles: ['admin'], layout: 'admin', layoutOptions: { businessProfile: true } },
  // The page shows its own loading and failure states; the loader only starts the reads.
  loader: async ({ context: { queryClient } }) => {
    const { business } = await queryClient.ensureQueryData(currentUserQuery());
    if (!business) return;
    void queryClient.prefetchQuery(customExtrasQuery(business.id));
    void queryClient.prefetchQuery(businessQuery(business.id));
  },
  component: AesForBusinessRoute,
});

function AesForBusinessRoute() {
  return <AesForBusinessPage businessId={useAdminBusiness().id} />;
}
