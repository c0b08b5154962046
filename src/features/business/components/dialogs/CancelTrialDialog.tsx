import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../../ui';
import { messages as m } from '../../messages';

/** business/cancel-trial: ends the trial now; a refusal keeps the dialog open with its reason. */
export function CancelTrialDialog({ loading, failure, onAction }: DialogContentProps) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(m.cancelTrialTitle)}
      text={intl.formatMessage(m.cancelTrialText)}
      cancel={intl.formatMessage(m.keepTrial)}
      confirm={intl.formatMessage(m.cancelTrial)}
      danger
      loading={loading}
      failure={failure}
      onConfirm={() => onAction()}
    />
  );
}
