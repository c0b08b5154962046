import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { GuestIdentification } from '../../../-components/identification-page';
import { guestIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/zertes/video')({
  ...guestIdentification,
  component: DirectSignIdentificationZertesVideoRoute,
});

function DirectSignIdentificationZertesVideoRoute() {
  return (
    <GuestIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="zertes"
          method="video"
          path="zertes/video"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
