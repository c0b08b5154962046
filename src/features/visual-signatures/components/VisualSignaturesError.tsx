import { useIntl } from 'react-intl';
import { Alert, Button, Stack } from '../../../ui';
import { messages } from '../messages';

/** The route's error view: what failed and a way to try again without a reload. */
export function VisualSignaturesError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Alert tone="danger">{intl.formatMessage(messages.loadFailed)}</Alert>
      <div>
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    </Stack>
  );
}
