import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../features/identification';
import { accountIdentification, accountPage } from '../../-components/identification';

// Mobile ID needs an account: it has no guest twin.
export const Route = createFileRoute('/profile/signature-standards/mobile-id')({
  ...accountIdentification,
  component: accountPage((audience, search) => (
    <MethodPage
      audience={audience}
      legislation="zertes"
      method="mobile-id"
      path="mobile-id"
      returned={Boolean(search.identification)}
    />
  )),
});
