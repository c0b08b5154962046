import { useIntl } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { FunnelChart, Section } from '../../../../ui';
import { dashboardMessages as d } from '../../dashboard-messages';
import { useMonthFormat } from './use-month-format';

type Statistics = components['schemas']['Statistics'];
type Funnel = Statistics['funnel'];
type MonthStatistics = components['schemas']['MonthStatistics'];

/** Of the requests sent in the window: how many were opened, signed and completed. */
export function CompletionFunnel({
  funnel,
  months,
}: {
  funnel: Funnel;
  months: readonly MonthStatistics[];
}) {
  const intl = useIntl();
  const format = useMonthFormat();
  const first = months[0];
  const last = months.at(-1);
  const label = intl.formatMessage(d.completion);
  return (
    <Section
      title={label}
      description={
        first && last
          ? intl.formatMessage(d.completionDescription, {
              first: format.long(first.month),
              last: format.long(last.month),
            })
          : undefined
      }
    >
      <FunnelChart
        label={label}
        summary={intl.formatMessage(d.funnelSummary, funnel)}
        stages={[
          { key: 'sent', label: intl.formatMessage(d.stageSent), value: funnel.sent },
          { key: 'opened', label: intl.formatMessage(d.stageOpened), value: funnel.opened },
          { key: 'signed', label: intl.formatMessage(d.stageSigned), value: funnel.signed },
          {
            key: 'completed',
            label: intl.formatMessage(d.stageCompleted),
            value: funnel.completed,
          },
        ]}
        stageHeader={intl.formatMessage(d.stage)}
        valueHeader={intl.formatMessage(d.requests)}
        formatValue={(value) => intl.formatNumber(value)}
      />
    </Section>
  );
}
