import { useIntl } from 'react-intl';
import { Alert, Button, Stack } from '../../../ui';
import { problemMessage } from '../../../api/problem';
import { messages } from '../messages';

/** A failed load (other than "not found", which is the 404 page): why, and a retry. */
export function RequestViewError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Alert tone="danger">
        {intl.formatMessage(messages.loadFailed)} {intl.formatMessage(problemMessage(error))}
      </Alert>
      <div>
        <Button onPress={onRetry}>{intl.formatMessage(messages.retry)}</Button>
      </div>
    </Stack>
  );
}
