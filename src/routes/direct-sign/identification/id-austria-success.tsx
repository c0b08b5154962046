import { createFileRoute } from '@tanstack/react-router';
import { IdAustriaSuccessPage } from '../../../features/identification';
import { GuestIdentification } from '../../-components/identification-page';
import { guestIdentification } from '../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/id-austria-success')({
  ...guestIdentification,
  component: GuestIdAustriaSuccessRoute,
});

function GuestIdAustriaSuccessRoute() {
  return (
    <GuestIdentification render={(audience) => <IdAustriaSuccessPage audience={audience} />} />
  );
}
