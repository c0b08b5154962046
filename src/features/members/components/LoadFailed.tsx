import { useIntl, type MessageDescriptor } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { LoadFailedAlert } from '../../../ui';
import { messages } from '../messages';

/** A list that could not be loaded: what failed, why (the problem's text), and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: MessageDescriptor;
  error: unknown;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <LoadFailedAlert
      title={intl.formatMessage(title)}
      reason={intl.formatMessage(problemMessage(error))}
      retry={intl.formatMessage(messages.retry)}
      onRetry={onRetry}
    />
  );
}
