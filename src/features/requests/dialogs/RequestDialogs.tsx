import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
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

interface PersonDialogSpec {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** The confirm button; the title when absent. */
  confirm?: MessageDescriptor;
  failureTitle: MessageDescriptor;
  withName?: boolean;
  withMessage?: boolean;
}

/** A dialog that asks for a person (e-mail, optionally name and message); variants as data. */
function personDialog(spec: PersonDialogSpec) {
  return function PersonDialog({
    loading,
    failure,
    onAction,
  }: DialogContentProps<NoProps, PersonPayload>) {
    const intl = useIntl();
    const formId = useId();
    return (
      <FormDialog
        title={intl.formatMessage(spec.title)}
        text={intl.formatMessage(spec.text)}
        cancel={intl.formatMessage(messages.cancel)}
        confirm={intl.formatMessage(spec.confirm ?? spec.title)}
        failure={failure}
        failureTitle={spec.failureTitle}
        loading={loading}
        formId={formId}
      >
        <PersonForm
          id={formId}
          withName={spec.withName}
          withMessage={spec.withMessage}
          disabled={loading}
          onSubmit={(input) => onAction(input)}
        />
      </FormDialog>
    );
  };
}

export const AddObserverDialog = personDialog({
  title: messages.addObserver,
  text: messages.addObserverText,
  failureTitle: messages.observerFailed,
});

export const AddSignerDialog = personDialog({
  title: messages.addSigner,
  text: messages.addSignerText,
  failureTitle: messages.inviteFailed,
  withName: true,
});

export const DelegateDialog = personDialog({
  title: messages.delegate,
  text: messages.delegateText,
  confirm: messages.delegateConfirm,
  failureTitle: messages.inviteFailed,
  withName: true,
  withMessage: true,
});

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
    />
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
    />
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
