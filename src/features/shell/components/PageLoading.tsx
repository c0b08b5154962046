import { useIntl } from 'react-intl';
import { Spinner } from '../../../ui';
import { messages } from '../messages';
import * as styles from './Centred.css';

export function PageLoading() {
  const intl = useIntl();
  return (
    <div className={styles.centred}>
      <Spinner size="lg" label={intl.formatMessage(messages.loading)} />
    </div>
  );
}
