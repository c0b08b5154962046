import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, FormDialog, TextField, type DialogContentProps } from '../../../../ui';
import { COST_CENTER_MAX, costCenterOf } from '../../cost-center';
import { messages } from '../../messages';

export interface CostCenterProps {
  /** Who it is for, as the list names them. */
  name: string;
  costCenter: string | null;
}

/** A member's cost centre: an empty field clears it; a refusal shows here with the text kept. */
export function CostCenterDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<CostCenterProps, { costCenter: string | null }>) {
  const intl = useIntl();
  const formId = useId();
  return (
    <FormDialog
      title={intl.formatMessage(messages.costCenterTitle)}
      text={intl.formatMessage(messages.costCenterText, { name: props.name })}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.costCenterSave)}
      failure={failure}
      failureTitle={messages.costCenterFailed}
      loading={loading}
      formId={formId}
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          const input = String(new FormData(event.currentTarget).get('costCenter') ?? '');
          onAction({ costCenter: costCenterOf(input) });
        }}
      >
        <TextField
          name="costCenter"
          label={intl.formatMessage(messages.costCenterLabel)}
          description={intl.formatMessage(messages.costCenterHint)}
          defaultValue={props.costCenter ?? ''}
          autoComplete="off"
          maxLength={COST_CENTER_MAX}
          isDisabled={loading}
        />
      </Form>
    </FormDialog>
  );
}
