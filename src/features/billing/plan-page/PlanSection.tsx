import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import {
  Alert,
  Button,
  ButtonGroup,
  DescriptionList,
  Section,
  Text,
  type DescriptionItem,
} from '../../../ui';
import { ButtonLink } from '../../../navigation/Link';
import type { usePlanActions } from './actions';
import { formatDay, type MoneyFormat } from './format';
import { messages as m } from './messages';
import { PlanName } from './PlanName';
import {
  hasRunningSubscription,
  periodPrice,
  scheduledPlan,
  type PlanStatus,
  type Subscription,
} from './plan-status';

export interface PlanSectionProps {
  subscription: Subscription;
  status: PlanStatus;
  plans: components['schemas']['PricePlans'] | undefined;
  actions: ReturnType<typeof usePlanActions>;
  formatMoney: MoneyFormat;
}

/** The plan, its status, cycle, period, price and what comes next, with the plan's actions. */
export function PlanSection({
  subscription,
  status,
  plans,
  actions,
  formatMoney,
}: PlanSectionProps) {
  const intl = useIntl();
  const day = (iso: string) => formatDay(intl, iso);
  const statusText = {
    trial:
      status.kind === 'trial' && status.daysLeft !== null
        ? intl.formatMessage(m.status_trial, { days: status.daysLeft })
        : intl.formatMessage(m.status_trialOpen),
    'trial-expired': intl.formatMessage(m.status_trialExpired),
    blocked: intl.formatMessage(m.status_blocked),
    cancelled: intl.formatMessage(m.status_cancelled),
    cancelling:
      status.kind === 'cancelling' && status.endsAt
        ? intl.formatMessage(m.status_cancelling, { date: day(status.endsAt) })
        : intl.formatMessage(m.status_cancelled),
    active: intl.formatMessage(m.status_active),
  }[status.kind];

  const { cycle, currentPeriodStart, currentPeriodEnd, paymentMethod } = subscription;
  const price = periodPrice(plans, subscription);
  const next = scheduledPlan(subscription);
  const ended = status.kind === 'cancelled' || status.kind === 'trial-expired';
  const items: DescriptionItem[] = [
    {
      id: 'plan',
      term: intl.formatMessage(m.planName),
      description: <PlanName name={ended ? 'CANCELED' : subscription.pricePlan.name} />,
    },
    { id: 'status', term: intl.formatMessage(m.status), description: statusText },
  ];
  if (cycle && !ended) {
    items.push({
      id: 'cycle',
      term: intl.formatMessage(m.cycle),
      description: intl.formatMessage(m[`cycle_${cycle}`]),
    });
  }
  if (currentPeriodStart && currentPeriodEnd && !ended) {
    items.push({
      id: 'period',
      term: intl.formatMessage(m.period),
      description: intl.formatMessage(m.periodRange, {
        start: day(currentPeriodStart),
        end: day(currentPeriodEnd),
      }),
    });
  }
  if (price !== null && cycle && !ended) {
    items.push({
      id: 'price',
      term: intl.formatMessage(m.price),
      description: intl.formatMessage(m[`price_${cycle}`], {
        amount: formatMoney(intl.locale, price, subscription.currency),
        seats: subscription.seats.total,
      }),
    });
  }
  if (paymentMethod === 'STRIPE' || paymentMethod === 'MANUAL' || paymentMethod === 'CHARGEBEE') {
    items.push({
      id: 'payment',
      term: intl.formatMessage(m.paymentMethodKind),
      description: intl.formatMessage(m[`pay_${paymentMethod}`]),
    });
  }
  const nextBase = subscription.pricePlan.next?.base;
  if (next && nextBase) {
    items.push({
      id: 'next',
      term: intl.formatMessage(m.nextPlanTerm),
      description: (
        <>
          <PlanName name={next} /> {intl.formatMessage(m.nextPlan, { date: day(nextBase.startAt) })}
        </>
      ),
    });
  }

  const warning =
    status.kind === 'blocked'
      ? m.blockedText
      : status.kind === 'trial-expired'
        ? m.trialExpiredText
        : status.kind === 'cancelled'
          ? m.cancelledText
          : null;
  const running = hasRunningSubscription(status, subscription);
  return (
    <Section title={intl.formatMessage(m.planSection)}>
      {warning && (
        <Alert tone={status.kind === 'blocked' ? 'danger' : 'warning'}>
          <Text>{intl.formatMessage(warning)}</Text>
        </Alert>
      )}
      <DescriptionList items={items} />
      <ButtonGroup>
        <ButtonLink
          to="/business/upgrade"
          variant={
            status.kind === 'active' || status.kind === 'cancelling' ? 'secondary' : 'primary'
          }
        >
          {intl.formatMessage(status.kind === 'active' ? m.changePlan : m.choosePlan)}
        </ButtonLink>
        {status.kind === 'cancelling' && subscription.cycle && (
          <Button
            variant="primary"
            loading={actions.keeping}
            onPress={() => actions.keep(subscription)}
          >
            {intl.formatMessage(m.keepPlan)}
          </Button>
        )}
        {status.kind === 'trial' && (
          <Button variant="secondary" onPress={actions.cancelTrial}>
            {intl.formatMessage(m.cancelTrial)}
          </Button>
        )}
        {running && (
          <Button
            variant="secondary"
            onPress={() =>
              actions.cancel(subscription.pricePlan.current.base.endAt ?? currentPeriodEnd)
            }
          >
            {intl.formatMessage(m.cancelSubscription)}
          </Button>
        )}
      </ButtonGroup>
    </Section>
  );
}
