import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../../api/problem';
import {
  ConfirmActions,
  Alert,
  Dialog,
  Form,
  Stack,
  Text,
  TextArea,
  type DialogContentProps,
} from '../../../../ui';
import { declineAsUser } from '../../api/account';
import { declineAsGuest } from '../../api/guest';
import type { GuestCredentials } from '../../api/guest-client';
import { messages } from '../../messages';

export interface DeclineProps {
  requestId: string;
  /** Declines through the guest link instead of the session. */
  guest?: GuestCredentials;
}

const FORM_ID = 'decline-signing-request';

/** other/decline-signing-request: declines with a message to the sender. */
export function DeclineDialog({ props, onAction }: DialogContentProps<DeclineProps>) {
  const intl = useIntl();
  const { guest, requestId } = props;
  const mutation = useMutation({
    mutationFn: (message: string) =>
      guest ? declineAsGuest(guest, message) : declineAsUser(requestId, message),
    onSuccess: () => onAction(),
  });
  return (
    <Dialog
      title={intl.formatMessage(messages.declineTitle)}
      loading={mutation.isPending}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={intl.formatMessage(messages.declineAction)}
          busy={mutation.isPending}
          formId={FORM_ID}
          danger
        />
      }
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(messages.declineText)}</Text>
        {mutation.isError && (
          <Alert tone="danger">{intl.formatMessage(problemMessage(mutation.error))}</Alert>
        )}
        <Form
          id={FORM_ID}
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate(String(new FormData(event.currentTarget).get('message') ?? '').trim());
          }}
        >
          <TextArea
            name="message"
            label={intl.formatMessage(messages.declineMessage)}
            maxLength={1024}
            rows={4}
          />
        </Form>
      </Stack>
    </Dialog>
  );
}
