import { createFileRoute } from '@tanstack/react-router';
import { IdAustriaSuccessPage } from '../../../features/identification';
import { AccountIdentification } from '../../-components/identification-page';
import { accountIdentification } from '../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/id-austria-success')({
  ...accountIdentification,
  component: IdAustriaSuccessRoute,
});

function IdAustriaSuccessRoute() {
  return (
    <AccountIdentification render={(audience) => <IdAustriaSuccessPage audience={audience} />} />
  );
}
