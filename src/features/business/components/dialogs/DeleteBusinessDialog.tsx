import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../../ui';
import { messages as m } from '../../messages';

/** business/delete-business: names the business and the 30 days it can still be kept. */
export function DeleteBusinessDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ name: string }>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(m.deleteTitle)}
      text={intl.formatMessage(m.deleteDialogText, { name: props.name })}
      cancel={intl.formatMessage(m.cancel)}
      confirm={intl.formatMessage(m.deleteAction)}
      danger
      loading={loading}
      failure={failure}
      onConfirm={() => onAction()}
    />
  );
}
