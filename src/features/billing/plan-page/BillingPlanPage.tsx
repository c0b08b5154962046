import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import {
  Alert,
  Button,
  LoadFailedAlert,
  PageHeader,
  Skeleton,
  Stack,
  Text,
  notify,
} from '../../../ui';
import {
  billingQuery,
  invoicesQuery,
  pricePlansQuery,
  referralCodeQuery,
  subscriptionQuery,
  usageQuery,
} from '../api/queries';
import { browserLeave, useCardSetup, type CardSetupReturn, type Leave } from '../card-setup';
import { usePlanActions } from './actions';
import { BillingAddressSection } from './BillingAddressSection';
import type { Country, MoneyFormat } from './format';
import { DiscountsSection } from './DiscountsSection';
import { InvoicesSection } from './InvoicesSection';
import { messages as m } from './messages';
import { PaymentMethodSection } from './PaymentMethodSection';
import { hasPaymentIssues } from '../payment-issues';
import { hasRunningSubscription, planStatus } from './plan-status';
import { PlanSection } from './PlanSection';
import { SeatsSection } from './SeatsSection';
import { UsageSection } from './UsageSection';
import { BILLING_PLAN_PATH } from '../paths';

export interface BillingPlanPageProps {
  businessId: string;
  /** The shell's money format (spec 9). */
  formatMoney: MoneyFormat;
  /** Countries in spec 9's order for this platform; the first is the platform's own. */
  countries: readonly Country[];
  /** What the card page said on the way back (read from the URL by the route). */
  cardReturn?: CardSetupReturn | null;
  /** Called once the return was taken in, so the route drops it from the URL. */
  onCardReturnShown?: () => void;
  /** The clock the trial's days are counted by. */
  now?: Date;
  /** Leaves the app for a provider's page (card, portals); stories catch it. */
  leave?: Leave;
}

/** /business/billing/plan: the plan, seats, card, billing address, discounts, usage, invoices. */
export function BillingPlanPage({
  businessId,
  formatMoney,
  countries,
  cardReturn = null,
  onCardReturnShown,
  now = new Date(),
  leave = browserLeave,
}: BillingPlanPageProps) {
  const intl = useIntl();
  const subscription = useQuery(subscriptionQuery(businessId));
  const plans = useQuery(pricePlansQuery());
  const billing = useQuery(billingQuery(businessId));
  const invoices = useQuery(invoicesQuery(businessId));
  const usage = useQuery(usageQuery(businessId));
  const referral = useQuery(referralCodeQuery(businessId));
  const actions = usePlanActions(businessId, notify, leave, formatMoney);
  const cardSetup = useCardSetup({ notify, leave });
  // The alert outlives the URL's query, which the route removes at once.
  const [shownReturn] = useState(cardReturn);
  useEffect(() => {
    if (cardReturn) onCardReturnShown?.();
    // Once, for the return the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const replaceCard = () =>
    void cardSetup.start({
      businessId,
      // Without an address yet, the platform's own country (first in its list).
      country: billing.data?.country ?? countries[0]?.code ?? 'CH',
      returnTo: BILLING_PLAN_PATH,
    });
  const failed = (title: string, error: unknown, retry: () => unknown) => (
    <LoadFailedAlert
      title={title}
      reason={intl.formatMessage(problemMessage(error))}
      retry={intl.formatMessage(m.retry)}
      onRetry={() => void retry()}
    />
  );

  const header = <PageHeader title={intl.formatMessage(m.title)} />;
  if (subscription.isError) {
    return (
      <Stack gap="lg">
        {header}
        {failed(intl.formatMessage(m.loadFailed), subscription.error, subscription.refetch)}
      </Stack>
    );
  }
  if (!subscription.data) {
    return (
      <Stack gap="lg">
        {header}
        <div aria-busy="true">
          <Stack gap="md">
            <Skeleton height="2rem" width="40%" />
            <Skeleton shape="rect" height="10rem" />
            <Skeleton shape="rect" height="6rem" />
          </Stack>
        </div>
      </Stack>
    );
  }

  const data = subscription.data;
  const status = planStatus(data, now);
  const running = hasRunningSubscription(status, data);
  return (
    <Stack gap="lg">
      {header}
      {hasPaymentIssues(data) && (
        <Alert tone="danger">
          <Stack gap="sm">
            <Text>
              <strong>{intl.formatMessage(m.issuesTitle)}</strong>{' '}
              {intl.formatMessage(m.issuesText)}
            </Text>
            <div>
              <Button
                variant="secondary"
                size="sm"
                loading={cardSetup.pending}
                onPress={replaceCard}
              >
                {intl.formatMessage(m.updateCard)}
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      <PlanSection
        subscription={data}
        status={status}
        plans={plans.data}
        actions={actions}
        formatMoney={formatMoney}
      />
      <SeatsSection subscription={data} canChange={running} actions={actions} />
      <PaymentMethodSection
        subscription={data}
        cardReturn={shownReturn}
        onReplaceCard={replaceCard}
        replacing={cardSetup.pending}
        actions={actions}
      />
      {billing.isError
        ? failed(intl.formatMessage(m.addressSection), billing.error, billing.refetch)
        : billing.data && (
            <BillingAddressSection
              businessId={businessId}
              billing={billing.data}
              countries={countries}
            />
          )}
      <DiscountsSection
        discounts={data.pricePlan.discounts}
        referralCode={referral.data?.referralCode ?? null}
      />
      {usage.isError
        ? failed(intl.formatMessage(m.usageSection), usage.error, usage.refetch)
        : usage.data && <UsageSection usage={usage.data} />}
      {invoices.isError ? (
        failed(intl.formatMessage(m.invoicesSection), invoices.error, invoices.refetch)
      ) : (
        <InvoicesSection
          invoices={invoices.data?.invoices ?? []}
          loading={invoices.isPending}
          formatMoney={formatMoney}
        />
      )}
    </Stack>
  );
}
