import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../ui';
import { messages } from '../messages';

export interface DeleteSignerGroupProps {
  name: string;
}

/**
 * other/delete-signer-group: confirms the deletion and says that open requests keep the
 * group's members; a refusal stays on the dialog.
 */
export function DeleteSignerGroupDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<DeleteSignerGroupProps>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(messages.deleteTitle)}
      text={intl.formatMessage(messages.deleteText, { name: props.name })}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.deleteConfirm)}
      danger
      loading={loading}
      failure={failure}
      failureTitle={messages.deleteFailed}
      onConfirm={() => onAction()}
    />
  );
}
