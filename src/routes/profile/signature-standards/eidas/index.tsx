import { createFileRoute } from '@tanstack/react-router';
import { LegislationPage } from '../../../../features/identification';
import { AccountIdentification } from '../../../-components/identification-page';
import { accountIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/eidas/')({
  ...accountIdentification,
  component: ProfileSignatureStandardsEidasRoute,
});

function ProfileSignatureStandardsEidasRoute() {
  return (
    <AccountIdentification
      render={(audience, search) => (
        <LegislationPage
          audience={audience}
          legislation="eidas"
          returned={search.identification ? search.method : undefined}
        />
      )}
    />
  );
}
