import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../features/identification';
import { AccountIdentification } from '../../-components/identification-page';
import { accountIdentification } from '../../-components/identification';

// Mobile ID needs an account: it has no guest twin.
export const Route = createFileRoute('/profile/signature-standards/mobile-id')({
  ...accountIdentification,
  component: ProfileSignatureStandardsMobileIdRoute,
});

function ProfileSignatureStandardsMobileIdRoute() {
  return (
    <AccountIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="zertes"
          method="mobile-id"
          path="mobile-id"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
