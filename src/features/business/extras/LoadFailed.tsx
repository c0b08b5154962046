import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { LoadFailedAlert } from '../../../ui';
import { messages } from './messages';

/** The extras (or the business's domains) could not be read: why, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <LoadFailedAlert
      title={intl.formatMessage(messages.loadFailed)}
      reason={intl.formatMessage(problemMessage(error))}
      retry={intl.formatMessage(messages.retry)}
      onRetry={onRetry}
    />
  );
}
