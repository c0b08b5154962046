import { createFileRoute } from '@tanstack/react-router';
import { LegislationPage } from '../../../../features/identification';
import { GuestIdentification } from '../../../-components/identification-page';
import { guestIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/eidas/')({
  ...guestIdentification,
  component: DirectSignIdentificationEidasRoute,
});

function DirectSignIdentificationEidasRoute() {
  return (
    <GuestIdentification
      render={(audience, search) => (
        <LegislationPage
          audience={audience}
          legislation="eidas"
          returned={search.identification ? search.method : undefined}
        />
      )}
    />
  );
}
