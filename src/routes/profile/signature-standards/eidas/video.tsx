import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { AccountIdentification } from '../../../-components/identification-page';
import { accountIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/eidas/video')({
  ...accountIdentification,
  component: ProfileSignatureStandardsEidasVideoRoute,
});

function ProfileSignatureStandardsEidasVideoRoute() {
  return (
    <AccountIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="eidas"
          method="video"
          path="eidas/video"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
