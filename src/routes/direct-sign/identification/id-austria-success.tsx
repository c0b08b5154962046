import { createFileRoute } from '@tanstack/react-router';
import { IdAustriaSuccessPage } from '../../../features/identification';
import { guestIdentification, guestPage } from '../../-components/identification';

export const Route = createFileRoute('/direct-sign/identification/id-austria-success')({
  ...guestIdentification,
  component: guestPage((audience) => <IdAustriaSuccessPage audience={audience} />),
});
