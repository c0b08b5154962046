import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../../api/problem';
import { FormDialog, TextArea, type DialogContentProps } from '../../../../ui';
import { declineAsUser } from '../../api/account';
import { declineAsGuest } from '../../api/guest';
import type { GuestCredentials } from '../../../../api/guest-client';
import { messages } from '../../messages';

export interface DeclineProps {
  requestId: string;
  /** Declines through the guest link instead of the session. */
  guest?: GuestCredentials;
}

/** other/decline-signing-request: declines with a message to the sender. */
export function DeclineDialog({ props, failure, onAction }: DialogContentProps<DeclineProps>) {
  const intl = useIntl();
  const { guest, requestId } = props;
  const mutation = useMutation({
    mutationFn: (message: string) =>
      guest ? declineAsGuest(guest, message) : declineAsUser(requestId, message),
    onSuccess: () => onAction(),
  });
  return (
    <FormDialog
      cancel={intl.formatMessage(messages.cancel)}
      title={intl.formatMessage(messages.declineTitle)}
      text={intl.formatMessage(messages.declineText)}
      confirm={intl.formatMessage(messages.declineAction)}
      danger
      loading={mutation.isPending}
      // The dialog runs its own call; its failure is shown the way the host's would be.
      failure={mutation.error ? problemMessage(mutation.error) : failure}
      onSubmit={(values) => mutation.mutate(String(values.get('message') ?? '').trim())}
    >
      <TextArea
        name="message"
        label={intl.formatMessage(messages.declineMessage)}
        maxLength={1024}
        rows={4}
      />
    </FormDialog>
  );
}
