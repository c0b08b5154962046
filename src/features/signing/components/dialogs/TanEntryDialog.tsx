import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../../api/problem';
import {
  ConfirmActions,
  Alert,
  Button,
  Dialog,
  Form,
  Stack,
  Text,
  TextField,
  type DialogContentProps,
} from '../../../../ui';
import { sendGuestTan } from '../../api/guest';
import type { GuestCredentials } from '../../api/guest-client';
import { messages } from '../../messages';

export interface TanEntryProps {
  /** Where the code went (masked), when the server said. */
  destination?: string;
  /** A guest link can ask for a new code; a mobile signature starts over instead. */
  guest?: GuestCredentials;
}

const FORM_ID = 'tan-entry';

/** document/tan-entry: the 6-digit one-time password that authorises the signature. */
export function TanEntryDialog({
  props,
  loading,
  onAction,
}: DialogContentProps<TanEntryProps, string>) {
  const intl = useIntl();
  const { guest } = props;
  const resend = useMutation({
    mutationFn: () => {
      if (!guest) throw new Error('Only a guest link can ask for a new code');
      return sendGuestTan(guest);
    },
  });
  const destination = resend.data?.destinationHint ?? props.destination;
  return (
    <Dialog
      title={intl.formatMessage(messages.tanTitle)}
      loading={loading || resend.isPending}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={intl.formatMessage(messages.tanSubmit)}
          busy={loading}
          formId={FORM_ID}
          extra={
            guest && (
              <Button
                variant="tertiary"
                onPress={() => resend.mutate()}
                isDisabled={loading || resend.isPending}
              >
                {intl.formatMessage(messages.tanResend)}
              </Button>
            )
          }
        />
      }
    >
      <Stack gap="sm">
        <Text>
          {destination
            ? intl.formatMessage(messages.tanText, { destination })
            : intl.formatMessage(messages.tanTextGeneric)}
        </Text>
        {resend.isError && (
          <Alert tone="danger">{intl.formatMessage(problemMessage(resend.error))}</Alert>
        )}
        {resend.isSuccess && (
          <Alert tone="success">
            {intl.formatMessage(messages.tanResent, { destination: resend.data.destinationHint })}
          </Alert>
        )}
        <Form
          id={FORM_ID}
          onSubmit={(event) => {
            event.preventDefault();
            onAction(String(new FormData(event.currentTarget).get('tan') ?? '').trim());
          }}
        >
          <TextField
            name="tan"
            label={intl.formatMessage(messages.tanLabel)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            minLength={6}
            maxLength={6}
            isRequired
            errorMessage={(validation) =>
              validation.isInvalid ? intl.formatMessage(messages.tanFormat) : undefined
            }
          />
        </Form>
      </Stack>
    </Dialog>
  );
}
