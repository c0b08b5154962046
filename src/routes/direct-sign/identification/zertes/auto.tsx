import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { GuestIdentification } from '../../../-components/identification-page';
import { guestIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/zertes/auto')({
  ...guestIdentification,
  component: DirectSignIdentificationZertesAutoRoute,
});

function DirectSignIdentificationZertesAutoRoute() {
  return (
    <GuestIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="zertes"
          method="autoident"
          path="zertes/auto"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
