import { useIntl } from 'react-intl';
import { Link } from '../../../navigation/Link';
import { Banner } from '../../../ui';
import { messages } from '../messages';

/** The non-blocking maintenance notice above every page, with a link to the details. */
export function MaintenanceBanner() {
  const intl = useIntl();
  return (
    <Banner
      tone="warning"
      action={<Link to="/maintenance">{intl.formatMessage(messages.maintenanceDetails)}</Link>}
    >
      {intl.formatMessage(messages.maintenanceBanner)}
    </Banner>
  );
}
