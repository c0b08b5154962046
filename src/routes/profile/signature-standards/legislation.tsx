import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/queries';
import { DefaultLegislationPage } from '../../../features/profile';
import { accountIdentification } from '../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/legislation')({
  ...accountIdentification,
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: LegislationRoute,
});

function LegislationRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { sr } = Route.useSearch();
  const backHref = sr
    ? `/profile/signature-standards?sr=${encodeURIComponent(sr)}`
    : '/profile/signature-standards';
  return <DefaultLegislationPage user={user} backHref={backHref} />;
}
