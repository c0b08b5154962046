import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, Text } from '../../../ui';
import { messages } from '../messages';

/** Why a start was refused (not offered, already identified, …), where the person pressed it. */
export function StartFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Alert tone="danger">
      <Text>{intl.formatMessage(messages.startFailed)}</Text>
      <Text>{intl.formatMessage(problemMessage(error))}</Text>
    </Alert>
  );
}
