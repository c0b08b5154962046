import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { AccountIdentification } from '../../../-components/identification-page';
import { accountIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/zertes/auto')({
  ...accountIdentification,
  component: ProfileSignatureStandardsZertesAutoRoute,
});

function ProfileSignatureStandardsZertesAutoRoute() {
  return (
    <AccountIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="zertes"
          method="autoident"
          path="zertes/auto"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
