import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../../ui';
import { messages as m } from '../../messages';

/** other/deactivate-auto-deletion: finished requests are kept again. */
export function DeactivateAutoDeletionDialog({ loading, failure, onAction }: DialogContentProps) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(m.deactivateTitle)}
      text={intl.formatMessage(m.deactivateText)}
      cancel={intl.formatMessage(m.cancel)}
      confirm={intl.formatMessage(m.deactivate)}
      loading={loading}
      failure={failure}
      onConfirm={() => onAction()}
    />
  );
}
