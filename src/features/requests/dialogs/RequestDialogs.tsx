import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  FormDialog,
  Text,
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
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.observerFailed}
      title={title}
      loading={loading}
      confirm={title}
      formId={formId}
    >
      <PersonForm id={formId} disabled={loading} onSubmit={(input) => onAction(input)}>
        <Text>{intl.formatMessage(messages.addObserverText)}</Text>
      </PersonForm>
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
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.inviteFailed}
      title={title}
      loading={loading}
      confirm={title}
      formId={formId}
    >
      <PersonForm id={formId} withName disabled={loading} onSubmit={(input) => onAction(input)}>
        <Text>{intl.formatMessage(messages.addSignerText)}</Text>
      </PersonForm>
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
      >
        <Text>{intl.formatMessage(messages.delegateText)}</Text>
      </PersonForm>
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
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.removeSignerFailed}
      title={intl.formatMessage(messages.removeSignerTitle)}
      loading={loading}
      confirm={intl.formatMessage(messages.remove)}
      danger
      onConfirm={() => onAction()}
    >
      <Text>{intl.formatMessage(messages.removeSignerText, { name: props.name })}</Text>
    </FormDialog>
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
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.withdrawFailed}
      title={intl.formatMessage(messages.withdraw)}
      loading={loading}
      confirm={intl.formatMessage(messages.withdrawConfirm)}
      danger
      onConfirm={() => onAction({ message: message.trim() } satisfies WithdrawPayload)}
    >
      <Text>{intl.formatMessage(messages.withdrawText)}</Text>
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
      cancel={intl.formatMessage(messages.cancel)}
      failure={failure}
      failureTitle={messages.deleteFailed}
      title={intl.formatMessage(messages.deleteDraft)}
      loading={loading}
      confirm={intl.formatMessage(messages.deleteConfirm)}
      danger
      onConfirm={() => onAction()}
    >
      <Text>{intl.formatMessage(messages.deleteText, { title: props.title })}</Text>
    </FormDialog>
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
