import { useIntl } from 'react-intl';
import { Alert, Text } from '../../../ui';
import { useActionError } from './action-error';

/** Why the dialog's last action failed, announced at once; nothing while all is well. */
export function ActionErrorAlert() {
  const intl = useIntl();
  const failure = useActionError();
  if (!failure) return null;
  return (
    <Alert tone="danger">
      <Text>
        <strong>{intl.formatMessage(failure.title)}</strong>
      </Text>
      <Text>{intl.formatMessage(failure.detail)}</Text>
    </Alert>
  );
}
