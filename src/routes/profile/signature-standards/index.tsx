import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import { SignatureStandardsPage } from '../../../features/identification';
import { accountIdentification } from '../../-components/identification';

// The levels the user holds come with the user: nothing else to load.
export const Route = createFileRoute('/profile/signature-standards/')({
  ...accountIdentification,
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: SignatureStandardsRoute,
});

function SignatureStandardsRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { sr } = Route.useSearch();
  return <SignatureStandardsPage qualities={user.signatureQualities} requestId={sr} />;
}
