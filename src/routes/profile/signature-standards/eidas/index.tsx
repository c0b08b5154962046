import { createFileRoute } from '@tanstack/react-router';
import { LegislationPage } from '../../../../features/identification';
import { accountIdentification, accountPage } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/eidas/')({
  ...accountIdentification,
  component: accountPage((audience, search) => (
    <LegislationPage
      audience={audience}
      legislation="eidas"
      returned={search.identification ? search.method : undefined}
    />
  )),
});
