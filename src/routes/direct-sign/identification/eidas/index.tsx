import { createFileRoute } from '@tanstack/react-router';
import { LegislationPage } from '../../../../features/identification';
import { guestIdentification, guestPage } from '../../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/eidas/')({
  ...guestIdentification,
  component: guestPage((audience, search) => (
    <LegislationPage
      audience={audience}
      legislation="eidas"
      returned={search.identification ? search.method : undefined}
    />
  )),
});
