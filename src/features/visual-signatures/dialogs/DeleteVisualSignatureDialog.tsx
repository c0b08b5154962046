import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../ui';
import { messages } from '../messages';

export interface DeleteVisualSignatureProps {
  alias: string;
  /** Deleting the default makes another one the default: the dialog says so. */
  isDefault: boolean;
}

/** other/delete-visual-signature: confirms the deletion; a refusal stays on the dialog. */
export function DeleteVisualSignatureDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<DeleteVisualSignatureProps>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(messages.deleteTitle)}
      text={intl.formatMessage(props.isDefault ? messages.deleteDefaultText : messages.deleteText, {
        alias: props.alias,
      })}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.delete)}
      danger
      loading={loading}
      failure={failure}
      failureTitle={messages.deleteFailed}
      onConfirm={() => onAction()}
    />
  );
}
