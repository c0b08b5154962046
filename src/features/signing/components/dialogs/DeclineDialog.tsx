import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { TextArea, type DialogContentProps } from '../../../../ui';
import { declineAsUser } from '../../api/account';
import { declineAsGuest } from '../../api/guest';
import type { GuestCredentials } from '../../api/guest-client';
import { messages } from '../../messages';
import { FormDialogFrame } from './FormDialogFrame';

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
    <FormDialogFrame
      formId={FORM_ID}
      title={intl.formatMessage(messages.declineTitle)}
      text={intl.formatMessage(messages.declineText)}
      confirm={intl.formatMessage(messages.declineAction)}
      danger
      busy={mutation.isPending}
      error={mutation.error}
      onSubmit={(values) => mutation.mutate(String(values.get('message') ?? '').trim())}
    >
      <TextArea
        name="message"
        label={intl.formatMessage(messages.declineMessage)}
        maxLength={1024}
        rows={4}
      />
    </FormDialogFrame>
  );
}
