import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { AccountIdentification } from '../../../-components/identification-page';
import { accountIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/eidas/self')({
  ...accountIdentification,
  component: ProfileSignatureStandardsEidasSelfRoute,
});

function ProfileSignatureStandardsEidasSelfRoute() {
  return (
    <AccountIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="eidas"
          method="robo"
          path="eidas/self"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
