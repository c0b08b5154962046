import { useIntl } from 'react-intl';
import { FormDialog, Stack, TextField, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';
import type { PersonName } from '../../types';

/**
 * identification/supply-eid-data: the name exactly as the ID document shows it, before a
 * ZertES identification checks one against the other. The opener saves it.
 */
export function SupplyEidDataDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<PersonName, PersonName>) {
  const intl = useIntl();
  const submit = (values: FormData) =>
    onAction({
      firstName: String(values.get('firstName') ?? '').trim(),
      lastName: String(values.get('lastName') ?? '').trim(),
    });
  return (
    <FormDialog
      title={intl.formatMessage(messages.detailsTitle)}
      text={intl.formatMessage(messages.supplyText)}
      cancel={intl.formatMessage(messages.cancelDialog)}
      confirm={intl.formatMessage(messages.save)}
      loading={loading}
      failure={failure}
      onSubmit={submit}
    >
      <Stack gap="md">
        <TextField
          label={intl.formatMessage(messages.firstName)}
          name="firstName"
          autoComplete="given-name"
          defaultValue={props.firstName}
          isRequired
          maxLength={100}
        />
        <TextField
          label={intl.formatMessage(messages.lastName)}
          name="lastName"
          autoComplete="family-name"
          defaultValue={props.lastName}
          isRequired
          maxLength={100}
        />
      </Stack>
    </FormDialog>
  );
}
