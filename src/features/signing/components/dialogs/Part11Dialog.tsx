import { useIntl } from 'react-intl';
import { FormDialog, TextField, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

export interface Part11Props {
  name: string;
  reason: string;
}

/** The name and reason the signer confirmed. */
export interface Part11Answer {
  signingName: string;
  signingReason: string;
}

/** other/part-11-info: the signing name and reason a regulated (Part 11) signature records. */
export function Part11Dialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<Part11Props, Part11Answer>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(messages.part11Title)}
      text={intl.formatMessage(messages.part11Text)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.continue)}
      loading={loading}
      failure={failure}
      onSubmit={(values) =>
        onAction({
          signingName: String(values.get('signingName') ?? '').trim(),
          signingReason: String(values.get('signingReason') ?? '').trim(),
        })
      }
    >
      <TextField
        name="signingName"
        label={intl.formatMessage(messages.part11Name)}
        defaultValue={props.name}
        isRequired
        maxLength={256}
      />
      <TextField
        name="signingReason"
        label={intl.formatMessage(messages.part11Reason)}
        defaultValue={props.reason}
        isRequired
        maxLength={256}
      />
    </FormDialog>
  );
}
