import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, DescriptionList, PageHeader, Section, Skeleton, Stack, Text } from '../../../ui';
import { ButtonLink } from '../../../navigation/Link';
import { businessStatisticsQuery } from '../api/business';
import { messages as m } from '../messages';
import type { UserBusiness } from '../plan-state';
import { PlanSummary } from './PlanSummary';

export interface BusinessDashboardPageProps {
  business: UserBusiness;
  /** Today, for the trial's days left (stories fix it). */
  now?: Date;
}

/**
 * /business/dashboard: members and invitations, this month's requests and signatures, and the
 * trial or plan. The figures load on their own: the plan shows even when they fail.
 */
export function BusinessDashboardPage({ business, now = new Date() }: BusinessDashboardPageProps) {
  const intl = useIntl();
  const statistics = useQuery(businessStatisticsQuery(business.id));
  const count = (value: number) => intl.formatNumber(value);
  const figures = statistics.data;
  return (
    <Stack gap="xl">
      <PageHeader title={intl.formatMessage(m.dashboardTitle)} meta={business.name} />
      <PlanSummary business={business} now={now} />
      {statistics.isError ? (
        <Alert tone="danger">
          <Text>{intl.formatMessage(m.statisticsFailed)}</Text>
          <Text>{intl.formatMessage(problemMessage(statistics.error))}</Text>
        </Alert>
      ) : !figures ? (
        <Skeleton shape="rect" height="240px" />
      ) : (
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
                  description: count(figures.members),
                },
                {
                  id: 'invited',
                  term: intl.formatMessage(m.invitationsCount),
                  description: count(figures.invitedMembers),
                },
              ]}
            />
          </Section>
          <Section title={intl.formatMessage(m.requestsSection)}>
            <DescriptionList
              items={[
                {
                  id: 'open',
                  term: intl.formatMessage(m.requestsOpen),
                  description: count(figures.signatureRequests.open),
                },
                {
                  id: 'signed',
                  term: intl.formatMessage(m.requestsSigned),
                  description: count(figures.signatureRequests.signed),
                },
                {
                  id: 'declined',
                  term: intl.formatMessage(m.requestsDeclined),
                  description: count(figures.signatureRequests.declined),
                },
              ]}
            />
          </Section>
          <Section title={intl.formatMessage(m.signaturesSection)}>
            <DescriptionList
              items={[
                {
                  id: 'ses',
                  term: intl.formatMessage(m.ses),
                  description: count(figures.signatures.ses),
                },
                {
                  id: 'aes',
                  term: intl.formatMessage(m.aes),
                  description: count(figures.signatures.aes),
                },
                {
                  id: 'qes',
                  term: intl.formatMessage(m.qes),
                  description: count(figures.signatures.qes),
                },
                ...(figures.signatures.part11 !== undefined
                  ? [
                      {
                        id: 'part11',
                        term: intl.formatMessage(m.part11),
                        description: count(figures.signatures.part11),
                      },
                    ]
                  : []),
              ]}
            />
          </Section>
        </>
      )}
    </Stack>
  );
}
