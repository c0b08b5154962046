import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  FormDialog,
  TextArea,
  type DialogContentProps,
  type DialogRegistry,
  type NoProps,
} from '../../../ui';
import { messages } from '../messages';
import { PersonForm, type PersonInput } from './PersonForm';

export type PersonPayload = PersonInput;
export interface WithdrawPayload {
  message: string;
}

export function AddObserverDialog({
  loading,
  failure,
  onAction,
}: DialogContentProps<NoProps, PersonPayload>) {
  const intl = useIntl();
  const formId = useId();
  const title = intl.formatMessage(messages.addObserver);
  return (
    <FormDialog
      text={intl.formatMessage(messages.addObserverText)}
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.observerFailed}
      title={title}
      loading={loading}
      confirm={title}
      formId={formId}
    >
      <PersonForm id={formId} disabled={loading} onSubmit={(input) => onAction(input)} />
    </FormDialog>
  );
}

export function AddSignerDialog({
  loading,
  failure,
  onAction,
}: DialogContentProps<NoProps, PersonPayload>) {
  const intl = useIntl();
  const formId = useId();
  const title = intl.formatMessage(messages.addSigner);
  return (
    <FormDialog
      text={intl.formatMessage(messages.addSignerText)}
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.inviteFailed}
      title={title}
      loading={loading}
      confirm={title}
      formId={formId}
    >
      <PersonForm id={formId} withName disabled={loading} onSubmit={(input) => onAction(input)} />
    </FormDialog>
  );
}

export function DelegateDialog({
  loading,
  failure,
  onAction,
}: DialogContentProps<NoProps, PersonPayload>) {
  const intl = useIntl();
  const formId = useId();
  return (
    <FormDialog
      text={intl.formatMessage(messages.delegateText)}
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.inviteFailed}
      title={intl.formatMessage(messages.delegate)}
      loading={loading}
      confirm={intl.formatMessage(messages.delegateConfirm)}
      formId={formId}
    >
      <PersonForm
        id={formId}
        withName
        withMessage
        disabled={loading}
        onSubmit={(input) => onAction(input)}
      />
    </FormDialog>
  );
}

export function RemoveSignerDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ name: string }>) {
  const intl = useIntl();
  return (
    <FormDialog
      text={intl.formatMessage(messages.removeSignerText, { name: props.name })}
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.removeSignerFailed}
      title={intl.formatMessage(messages.removeSignerTitle)}
      loading={loading}
      confirm={intl.formatMessage(messages.remove)}
      danger
      onConfirm={() => onAction()}
    ></FormDialog>
  );
}

export function WithdrawDialog({
  loading,
  failure,
  onAction,
}: DialogContentProps<NoProps, WithdrawPayload>) {
  const intl = useIntl();
  const [message, setMessage] = useState('');
  return (
    <FormDialog
      text={intl.formatMessage(messages.withdrawText)}
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.withdrawFailed}
      title={intl.formatMessage(messages.withdraw)}
      loading={loading}
      confirm={intl.formatMessage(messages.withdrawConfirm)}
      danger
      onConfirm={() => onAction({ message: message.trim() } satisfies WithdrawPayload)}
    >
      <TextArea
        label={intl.formatMessage(messages.withdrawMessage)}
        value={message}
        onChange={setMessage}
        maxLength={2000}
        rows={3}
        isDisabled={loading}
      />
    </FormDialog>
  );
}

export function DeleteDocumentsDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ title: string }>) {
  const intl = useIntl();
  return (
    <FormDialog
      text={intl.formatMessage(messages.deleteText, { title: props.title })}
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.deleteFailed}
      title={intl.formatMessage(messages.deleteDraft)}
      loading={loading}
      confirm={intl.formatMessage(messages.deleteConfirm)}
      danger
      onConfirm={() => onAction()}
    ></FormDialog>
  );
}

/** The spec's dialog names (business-shell-spec "Dialogs"), merged into src/dialogs.ts. */
export const requestDialogs = {
  document: {
    'add-observer': AddObserverDialog,
    'add-signer': AddSignerDialog,
    delegate: DelegateDialog,
    'remove-signer': RemoveSignerDialog,
    withdraw: WithdrawDialog,
  },
  other: { 'delete-documents': DeleteDocumentsDialog },
} satisfies DialogRegistry;
