import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog, TextField, type DialogContentProps } from '../../../../ui';
import { messages as m } from '../../messages';
import { MAX_RETENTION_DAYS, retentionDaysOf } from '../../settings-form';

/**
 * other/activate-auto-deletion: how many days after completion finished requests are deleted.
 * The action gets the days; a refusal keeps the dialog open and the typed number in it.
 */
export function ActivateAutoDeletionDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ days: number }, number>) {
  const intl = useIntl();
  const [typed, setTyped] = useState(String(props.days));
  const [checked, setChecked] = useState(false);
  const days = retentionDaysOf(typed);
  return (
    <FormDialog
      title={intl.formatMessage(m.activateTitle)}
      text={intl.formatMessage(m.activateText)}
      cancel={intl.formatMessage(m.cancel)}
      confirm={intl.formatMessage(m.activate)}
      danger
      loading={loading}
      failure={failure}
      onConfirm={() => (days === null ? setChecked(true) : onAction(days))}
    >
      <TextField
        label={intl.formatMessage(m.retentionDays)}
        inputMode="numeric"
        value={typed}
        onChange={setTyped}
        isRequired
        maxLength={String(MAX_RETENTION_DAYS).length}
        isInvalid={checked && days === null}
        errorMessage={intl.formatMessage(m.retentionDaysInvalid)}
      />
    </FormDialog>
  );
}
