import { useIntl } from 'react-intl';
import { Alert, Button, Dialog, Stack, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

/**
 * Leaving a business, as far as it goes today: what leaving means, and that it is not possible
 * here yet. The businesses issue brings the operation; until then the dialog offers no confirm
 * button at all — a disabled one cannot take the focus, so a keyboard or screen-reader user
 * would never learn why it does nothing, while this text says it to everyone.
 */
export function LeaveBusinessDialog(_: DialogContentProps) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage(messages.leaveTitle)}
      actions={
        <Button variant="secondary" slot="close">
          {intl.formatMessage(messages.close)}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(messages.leaveText)}</Text>
        <Alert tone="info">
          <Text>{intl.formatMessage(messages.leaveNotYet)}</Text>
        </Alert>
      </Stack>
    </Dialog>
  );
}
