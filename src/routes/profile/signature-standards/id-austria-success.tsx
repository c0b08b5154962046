import { createFileRoute } from '@tanstack/react-router';
import { IdAustriaSuccessPage } from '../../../features/identification';
import { accountIdentification, accountPage } from '../../-components/identification';

export const Route = createFileRoute('/profile/signature-standards/id-austria-success')({
  ...accountIdentification,
  component: accountPage((audience) => <IdAustriaSuccessPage audience={audience} />),
});
