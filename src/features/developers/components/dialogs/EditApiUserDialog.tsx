import { useIntl } from 'react-intl';
import { FormDialog, TextField, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';
import { DESCRIPTION_MAX } from '../../username';

/** Changing an API user's description (the username stays: programs sign in with it). */
export function EditApiUserDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ username: string; description: string }, { description: string }>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(messages.editTitle, { username: props.username })}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.editConfirm)}
      failure={failure}
      failureTitle={messages.editFailed}
      loading={loading}
      onSubmit={(values) =>
        onAction({ description: String(values.get('description') ?? '').trim() })
      }
    >
      <TextField
        name="description"
        label={intl.formatMessage(messages.descriptionLabel)}
        description={intl.formatMessage(messages.descriptionHelp)}
        defaultValue={props.description}
        autoComplete="off"
        maxLength={DESCRIPTION_MAX}
        isDisabled={loading}
      />
    </FormDialog>
  );
}
