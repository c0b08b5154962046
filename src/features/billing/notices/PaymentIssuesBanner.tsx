import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { Link } from '../../../navigation/Link';
import { Alert, Stack, Text } from '../../../ui';
import { subscriptionQuery } from '../api/queries';
import { messages } from './messages';
import { hasPaymentIssues, mayHavePaymentIssues } from '../payment-issues';

type UserBusiness = components['schemas']['UserBusiness'];

/**
 * Above an admin's business pages while the subscription has payment issues (spec §4), with
 * the way to the billing page. Nothing for members, who cannot read the subscription.
 */
export function PaymentIssuesBanner({ business }: { business: UserBusiness | null }) {
  const intl = useIntl();
  const reads = mayHavePaymentIssues(business);
  const subscription = useQuery({ ...subscriptionQuery(business?.id ?? ''), enabled: reads });
  if (!business || !reads || !hasPaymentIssues(subscription.data)) return null;
  return (
    <Alert tone="warning">
      <Stack gap="xs">
        <Text>{intl.formatMessage(messages.paymentIssues, { business: business.name })}</Text>
        <Text>
          <Link to="/business/billing/plan">
            {intl.formatMessage(messages.updatePaymentMethod)}
          </Link>
        </Text>
      </Stack>
    </Alert>
  );
}
