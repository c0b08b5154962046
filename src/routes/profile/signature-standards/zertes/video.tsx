import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { AccountIdentification } from '../../../-components/identification-page';
import { accountIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/zertes/video')({
  ...accountIdentification,
  component: ProfileSignatureStandardsZertesVideoRoute,
});

function ProfileSignatureStandardsZertesVideoRoute() {
  return (
    <AccountIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="zertes"
          method="video"
          path="zertes/video"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
