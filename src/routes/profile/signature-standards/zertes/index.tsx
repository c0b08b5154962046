import { createFileRoute } from '@tanstack/react-router';
import { LegislationPage } from '../../../../features/identification';
import { accountIdentification, accountPage } from '../../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/zertes/')({
  ...accountIdentification,
  component: accountPage((audience, search) => (
    <LegislationPage
      audience={audience}
      legislation="zertes"
      returned={search.identification ? search.method : undefined}
    />
  )),
});
