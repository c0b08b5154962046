import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { accountIdentification, accountPage } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/zertes/auto')({
  ...accountIdentification,
  component: accountPage((audience, search) => (
    <MethodPage
      audience={audience}
      legislation="zertes"
      method="autoident"
      path="zertes/auto"
      returned={Boolean(search.identification)}
    />
  )),
});
