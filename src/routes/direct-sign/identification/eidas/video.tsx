import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { GuestIdentification } from '../../../-components/identification-page';
import { guestIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/eidas/video')({
  ...guestIdentification,
  component: DirectSignIdentificationEidasVideoRoute,
});

function DirectSignIdentificationEidasVideoRoute() {
  return (
    <GuestIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="eidas"
          method="video"
          path="eidas/video"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
