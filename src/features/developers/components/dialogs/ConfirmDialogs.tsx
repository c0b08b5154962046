import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

/** A confirmation of something that cannot be taken back for one API user. */
function apiUserConfirmation(texts: {
  title: MessageDescriptor;
  text: MessageDescriptor;
  confirm: MessageDescriptor;
  failed: MessageDescriptor;
}) {
  return function ApiUserConfirmation({
    props,
    loading,
    failure,
    onAction,
  }: DialogContentProps<{ username: string }>) {
    const intl = useIntl();
    return (
      <FormDialog
        title={intl.formatMessage(texts.title)}
        text={intl.formatMessage(texts.text, { username: props.username })}
        cancel={intl.formatMessage(messages.cancel)}
        confirm={intl.formatMessage(texts.confirm)}
        failure={failure}
        failureTitle={texts.failed}
        loading={loading}
        danger
        onConfirm={() => onAction()}
      />
    );
  };
}

/** Resetting: the old secret stops working at once; the new one is shown next. */
export const ResetApiUserDialog = apiUserConfirmation({
  title: messages.resetTitle,
  text: messages.resetText,
  confirm: messages.resetConfirm,
  failed: messages.resetFailed,
});

export const DeleteApiUserDialog = apiUserConfirmation({
  title: messages.deleteTitle,
  text: messages.deleteText,
  confirm: messages.deleteConfirm,
  failed: messages.deleteFailed,
});
