import { useIntl, type MessageDescriptor } from 'react-intl';
import { isProblem, problemMessage } from '../../../api/problem';
import { Alert, Button, Stack } from '../../../ui';
import { messages } from '../messages';

/** A guest link that does not (or no longer) name a signer: say so; other errors can retry. */
export function GuestLinkError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const invalidLink = isProblem(error) && (error.status === 401 || error.status === 404);
  const message: MessageDescriptor = invalidLink ? messages.guestLoadFailed : problemMessage(error);
  return (
    <Stack gap="md">
      <Alert tone="danger">{intl.formatMessage(message)}</Alert>
      {!invalidLink && (
        <div>
          <Button onPress={onRetry}>{intl.formatMessage(messages.tryAgain)}</Button>
        </div>
      )}
    </Stack>
  );
}
