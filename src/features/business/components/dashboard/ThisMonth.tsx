import { useIntl } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { DescriptionList, Section } from '../../../../ui';
import { ButtonLink } from '../../../../navigation/Link';
import { daysAndHours } from '../../dashboard-figures';
import { dashboardMessages as d } from '../../dashboard-messages';

type Statistics = components['schemas']['Statistics'];

/** This month's requests: sent, completed, declined and how long completing took. */
export function ThisMonth({ statistics }: { statistics: Statistics }) {
  const intl = useIntl();
  const count = (value: number) => intl.formatNumber(value);
  const current = statistics.months.at(-1);
  const duration = (seconds: number | null) => {
    if (seconds === null) return intl.formatMessage(d.noneCompleted);
    const { days, hours } = daysAndHours(seconds);
    const unit = (value: number, name: 'day' | 'hour') =>
      intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'long' });
    const parts = [
      ...(days > 0 ? [unit(days, 'day')] : []),
      ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ];
    return parts.length > 0
      ? intl.formatList(parts, { type: 'unit', style: 'long' })
      : intl.formatMessage(d.underAnHour);
  };
  // The series always ends with this month; an empty one has nothing to say.
  if (!current) return null;
  const items = [
    { id: 'sent', term: intl.formatMessage(d.sent), description: count(current.sent) },
    {
      id: 'completed',
      term: intl.formatMessage(d.completed),
      description: count(current.completed),
    },
    { id: 'declined', term: intl.formatMessage(d.declined), description: count(current.declined) },
    {
      id: 'average',
      term: intl.formatMessage(d.averageTime),
      description: duration(current.averageCompletionSeconds),
    },
  ];
  return (
    <Section
      title={intl.formatMessage(d.thisMonth)}
      actions={
        <ButtonLink to="/business/activity" variant="secondary">
          {intl.formatMessage(d.viewActivity)}
        </ButtonLink>
      }
    >
      <DescriptionList items={items} />
    </Section>
  );
}
