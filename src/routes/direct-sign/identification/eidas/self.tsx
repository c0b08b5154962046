import { createFileRoute } from '@tanstack/react-router';
import { MethodPage } from '../../../../features/identification';
import { GuestIdentification } from '../../../-components/identification-page';
import { guestIdentification } from '../../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/eidas/self')({
  ...guestIdentification,
  component: DirectSignIdentificationEidasSelfRoute,
});

function DirectSignIdentificationEidasSelfRoute() {
  return (
    <GuestIdentification
      render={(audience, search) => (
        <MethodPage
          audience={audience}
          legislation="eidas"
          method="robo"
          path="eidas/self"
          returned={Boolean(search.identification)}
        />
      )}
    />
  );
}
