import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { accountIdentification, accountPage } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/eidas/self')({
  ...accountIdentification,
  component: accountPage((audience, search) => (
    <MethodPage
      audience={audience}
      legislation="eidas"
      method="robo"
      path="eidas/self"
      returned={Boolean(search.identification)}
    />
  )),
});
