import { useIntl, type MessageDescriptor } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, Button, Stack, Text } from '../../../ui';
import { messages } from '../messages';

/** A list that could not be loaded: what failed, why, and a retry. */
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
    <Alert tone="danger">
      <Stack gap="sm">
        <Text>
          <strong>{intl.formatMessage(title)}</strong> {intl.formatMessage(problemMessage(error))}
        </Text>
        <div>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
