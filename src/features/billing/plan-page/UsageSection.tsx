import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { DescriptionList, Section, SignatureLevelBadge, signatureLevels } from '../../../ui';
import { formatDay } from './format';
import { messages as m } from './messages';
import * as styles from './plan-page.css';

type Usage = components['schemas']['Usage'];

/** Seats, signatures by standard (in the standards' colours) and identifications this period. */
export function UsageSection({ usage }: { usage: Usage }) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  const levels = signatureLevels.filter(
    (level) => level !== 'part11' || usage.signatures.part11 !== undefined,
  );
  return (
    <Section
      title={intl.formatMessage(m.usageSection)}
      description={intl.formatMessage(m.usagePeriod, {
        start: formatDay(intl, usage.periodStart),
        end: formatDay(intl, usage.periodEnd),
      })}
    >
      <DescriptionList
        items={[
          {
            id: 'seats',
            term: intl.formatMessage(m.usageSeats),
            description: intl.formatMessage(m.seatsUsed, usage.seats),
          },
          {
            id: 'signatures',
            term: intl.formatMessage(m.usageSignatures),
            description: (
              <ul className={styles.inlineList}>
                {levels.map((level) => (
                  <li key={level} className={styles.inlineItem}>
                    <SignatureLevelBadge level={level} /> {number(usage.signatures[level] ?? 0)}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            id: 'identifications',
            term: intl.formatMessage(m.usageIdentifications),
            description: (
              <ul className={styles.inlineList}>
                {(['eidas', 'zertes'] as const).map((legislation) => (
                  <li key={legislation} className={styles.inlineItem}>
                    {intl.formatMessage(m[legislation])}:{' '}
                    {number(usage.identifications[legislation])}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </Section>
  );
}
