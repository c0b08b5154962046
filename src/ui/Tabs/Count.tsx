import { useIntl } from 'react-intl';
import * as styles from './Count.css';

/**
 * A count beside a label. The space before it keeps the accessible name readable
 * ("Inbox 3", not "Inbox3").
 */
export function Count({ value, on }: { value: number; on: 'tab' | 'chip' }) {
  const intl = useIntl();
  return (
    <>
      {' '}
      <span className={`${styles.count} ${on === 'tab' ? styles.onTab : styles.onChip}`}>
        {intl.formatNumber(value)}
      </span>
    </>
  );
}
