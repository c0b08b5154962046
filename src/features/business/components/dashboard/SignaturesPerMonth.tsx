import { useIntl } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { vars } from '../../../../../design-tokens';
import { Section, StackedBarChart, signatureLevels, type ChartSeries } from '../../../../ui';
import { busiestMonth, signaturesIn } from '../../dashboard-figures';
import { dashboardMessages as d } from '../../dashboard-messages';
import { messages as m } from '../../messages';
import { useMonthFormat } from './use-month-format';

type MonthStatistics = components['schemas']['MonthStatistics'];
type Level = (typeof signatureLevels)[number];

/** Signatures per month, stacked by level in the colours of the signature-level badges. */
export function SignaturesPerMonth({ months }: { months: readonly MonthStatistics[] }) {
  const intl = useIntl();
  const format = useMonthFormat();
  const levelNames: Record<Level, string> = {
    ses: intl.formatMessage(m.ses),
    aes: intl.formatMessage(m.aes),
    qes: intl.formatMessage(m.qes),
    part11: intl.formatMessage(m.part11),
  };
  const series: ChartSeries<Level>[] = signatureLevels.map((level) => ({
    key: level,
    label: levelNames[level],
    colour: vars.color.signature[level].border,
  }));
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return null;
  const busiest = busiestMonth(months);
  const total = months.reduce((sum, month) => sum + signaturesIn(month), 0);
  const summary = [
    intl.formatMessage(d.signaturesSummary, {
      total,
      first: format.long(first.month),
      last: format.long(last.month),
    }),
    ...(busiest
      ? [
          intl.formatMessage(d.busiestSummary, {
            month: format.long(busiest.month),
            count: signaturesIn(busiest),
          }),
        ]
      : []),
  ].join(' ');
  const label = intl.formatMessage(d.signaturesChart);
  return (
    <Section title={label}>
      <StackedBarChart
        label={label}
        summary={summary}
        series={series}
        categories={months.map((month) => ({
          key: month.month,
          label: format.short(month.month),
          tableLabel: format.withYear(month.month),
          values: month.signatures,
        }))}
        categoryHeader={intl.formatMessage(d.month)}
        formatValue={(value) => intl.formatNumber(value)}
      />
    </Section>
  );
}
