import { createFileRoute } from '@tanstack/react-router';
import { LegislationPage } from '../../../../features/identification';
import { GuestIdentification } from '../../../-components/identification-page';
import { guestIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/zertes/')({
  ...guestIdentification,
  component: DirectSignIdentificationZertesRoute,
});

function DirectSignIdentificationZertesRoute() {
  return (
    <GuestIdentification
      render={(audience, search) => (
        <LegislationPage
          audience={audience}
          legislation="zertes"
          returned={search.identification ? search.method : undefined}
        />
      )}
    />
  );
}
