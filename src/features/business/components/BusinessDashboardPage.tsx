import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { problemMessage } from '../../../api/problem';
import {
  Alert,
  DescriptionList,
  EmptyState,
  PageHeader,
  Section,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../ui';
import { ButtonLink } from '../../../navigation/Link';
import { businessStatisticsQuery } from '../api/queries';
import { hasRequests } from '../dashboard-figures';
import { dashboardMessages as d } from '../dashboard-messages';
import { messages as m } from '../messages';
import type { UserBusiness } from '../plan-state';
import { CompletionFunnel } from './dashboard/CompletionFunnel';
import { SignaturesPerMonth } from './dashboard/SignaturesPerMonth';
import { ThisMonth } from './dashboard/ThisMonth';
import { PlanSummary } from './PlanSummary';

type Statistics = components['schemas']['Statistics'];

export interface BusinessDashboardPageProps {
  business: UserBusiness;
  /** Today, for the trial's days left (stories fix it). */
  now?: Date;
}

/**
 * /business/dashboard: members and invitations, this month's requests, signatures per month
 * by level, how requests get completed, and the trial or plan. The figures load on their own:
 * the plan shows even when they fail.
 */
export function BusinessDashboardPage({ business, now = new Date() }: BusinessDashboardPageProps) {
  const intl = useIntl();
  const statistics = useQuery(businessStatisticsQuery(business.id));
  return (
    <Stack gap="xl">
      <PageHeader title={intl.formatMessage(m.dashboardTitle)} meta={business.name} />
      <PlanSummary business={business} now={now} />
      {statistics.isError ? (
        <Alert tone="danger">
          <Text>{intl.formatMessage(m.statisticsFailed)}</Text>
          <Text>{intl.formatMessage(problemMessage(statistics.error))}</Text>
        </Alert>
      ) : !statistics.data ? (
        <div aria-busy="true">
          <VisuallyHidden>{intl.formatMessage(d.loading)}</VisuallyHidden>
          <Stack gap="xl">
            <Skeleton shape="rect" height="120px" />
            <Skeleton shape="rect" height="320px" />
            <Skeleton shape="rect" height="220px" />
          </Stack>
        </div>
      ) : (
        <Figures statistics={statistics.data} />
      )}
    </Stack>
  );
}

function Figures({ statistics }: { statistics: Statistics }) {
  const intl = useIntl();
  const count = (value: number) => intl.formatNumber(value);
  const { months, funnel } = statistics;
  return (
    <>
      <Section
        title={intl.formatMessage(m.membersSection)}
        actions={
          <ButtonLink to="/business/members" variant="secondary">
            {intl.formatMessage(m.manageMembers)}
          </ButtonLink>
        }
      >
        <DescriptionList
          items={[
            {
              id: 'members',
              term: intl.formatMessage(m.membersCount),
              description: count(statistics.members),
            },
            {
              id: 'invited',
              term: intl.formatMessage(m.invitationsCount),
              description: count(statistics.invitedMembers),
            },
          ]}
        />
      </Section>
      {hasRequests(statistics) ? (
        <>
          <ThisMonth statistics={statistics} />
          <SignaturesPerMonth months={months} />
          <CompletionFunnel funnel={funnel} months={months} />
        </>
      ) : (
        <EmptyState illustration="no-requests" title={intl.formatMessage(d.emptyTitle)}>
          {intl.formatMessage(d.emptyBody)}
        </EmptyState>
      )}
    </>
  );
}
