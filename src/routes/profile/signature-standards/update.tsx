import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery, requestQuery } from '../../../api/queries';
import { UpdateStandardsPage } from '../../../features/identification';
import { PageLoading } from '../../../features/shell';
import { accountIdentification } from '../../-components/identification';

// Reached from the signing "upgrade standards" dialog: the user and the request side by side.
export const Route = createFileRoute('/profile/signature-standards/update')({
  ...accountIdentification,
  loaderDeps: ({ search }) => ({ sr: search.sr }),
  loader: ({ context: { queryClient }, deps: { sr } }) =>
    Promise.all([
      queryClient.ensureQueryData(currentUserQuery()),
      sr ? queryClient.prefetchQuery(requestQuery(sr)) : undefined,
    ]),
  component: UpdateStandardsRoute,
});

function UpdateStandardsRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { sr } = Route.useSearch();
  // A request the user cannot read any more still leaves every law on offer.
  const request = useQuery({ ...requestQuery(sr ?? ''), enabled: Boolean(sr) });
  if (sr && request.isPending) return <PageLoading />;
  return <UpdateStandardsPage qualities={user.signatureQualities} request={request.data} />;
}
