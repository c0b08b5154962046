import { createFileRoute } from '@tanstack/react-router';
import { LegislationPage } from '../../../../features/identification';
import { AccountIdentification } from '../../../-components/identification-page';
import { accountIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/zertes/')({
  ...accountIdentification,
  component: ProfileSignatureStandardsZertesRoute,
});

function ProfileSignatureStandardsZertesRoute() {
  return (
    <AccountIdentification
      render={(audience, search) => (
        <LegislationPage
          audience={audience}
          legislation="zertes"
          returned={search.identification ? search.method : undefined}
        />
      )}
    />
  );
}
