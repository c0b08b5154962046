import { useIntl } from 'react-intl';
import {
  ConfirmActions,
  Dialog,
  Form,
  Stack,
  Text,
  TextField,
  type DialogContentProps,
} from '../../../../ui';
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

const FORM_ID = 'part-11-info';

/** other/part-11-info: the signing name and reason a regulated (Part 11) signature records. */
export function Part11Dialog({
  props,
  loading,
  onAction,
}: DialogContentProps<Part11Props, Part11Answer>) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage(messages.part11Title)}
      loading={loading}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={intl.formatMessage(messages.continue)}
          busy={loading}
          formId={FORM_ID}
        />
      }
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(messages.part11Text)}</Text>
        <Form
          id={FORM_ID}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            onAction({
              signingName: String(data.get('signingName') ?? '').trim(),
              signingReason: String(data.get('signingReason') ?? '').trim(),
            });
          }}
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
        </Form>
      </Stack>
    </Dialog>
  );
}
