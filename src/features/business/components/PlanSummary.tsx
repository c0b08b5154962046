import { useIntl } from 'react-intl';
import { Alert, DescriptionList, Section, Text, type DescriptionItem } from '../../../ui';
import { ButtonLink } from '../../../navigation/Link';
import { messages as m } from '../messages';
import { planState, type UserBusiness } from '../plan-state';
import { formatDay } from './dates';

export interface PlanSummaryProps {
  business: UserBusiness;
  now: Date;
}

/** The trial or plan at a glance, with the way to a plan (billing's /business/upgrade). */
export function PlanSummary({ business, now }: PlanSummaryProps) {
  const intl = useIntl();
  const state = planState(business, now);
  const upgrade = (
    <ButtonLink to="/business/upgrade" variant={state.kind === 'paid' ? 'secondary' : 'primary'}>
      {intl.formatMessage(m.upgrade)}
    </ButtonLink>
  );
  const items: DescriptionItem[] = [];
  if (state.kind === 'trial') {
    items.push({
      id: 'status',
      term: intl.formatMessage(m.planStatus),
      description: intl.formatMessage(m.planTrial),
    });
    if (state.endsAt) {
      items.push({
        id: 'ends',
        term: intl.formatMessage(m.planTrialEnds),
        description: `${formatDay(intl, state.endsAt)} · ${intl.formatMessage(m.daysLeft, { days: state.daysLeft ?? 0 })}`,
      });
    }
  }
  if (state.kind === 'paid') {
    items.push(
      { id: 'plan', term: intl.formatMessage(m.planName), description: state.plan },
      {
        id: 'since',
        term: intl.formatMessage(m.planSince),
        description: formatDay(intl, state.since),
      },
    );
    const method = business.paymentMethod;
    if (method === 'MANUAL' || method === 'STRIPE' || method === 'CHARGEBEE') {
      items.push({
        id: 'payment',
        term: intl.formatMessage(m.paymentMethod),
        description: intl.formatMessage(m[method]),
      });
    }
  }
  const warning =
    state.kind === 'trial-expired'
      ? m.planTrialExpired
      : state.kind === 'blocked'
        ? m.planBlocked
        : state.kind === 'cancelled'
          ? m.planCancelled
          : null;
  return (
    <Section title={intl.formatMessage(m.planSection)} actions={upgrade}>
      {warning && (
        <Alert tone="warning">
          <Text>{intl.formatMessage(warning)}</Text>
        </Alert>
      )}
      {items.length > 0 && <DescriptionList items={items} />}
    </Section>
  );
}
