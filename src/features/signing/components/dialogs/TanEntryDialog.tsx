import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../../api/problem';
import { Alert, Button, FormDialog, TextField, type DialogContentProps } from '../../../../ui';
import type { TanSent } from '../../api/guest';
import { messages } from '../../messages';

export interface TanEntryProps {
  /** Where the code went (masked), when the server said. */
  destination?: string;
  /**
   * Asks for a new code (a guest link can; a mobile signature starts over instead). The call is
   * the opener's; the dialog shows how it went.
   */
  resend?: () => Promise<TanSent>;
}

/** document/tan-entry: the 6-digit one-time password that authorises the signature. */
export function TanEntryDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<TanEntryProps, string>) {
  const intl = useIntl();
  const resend = useMutation({
    mutationFn: () => {
      if (!props.resend) throw new Error('This signing cannot ask for a new code');
      return props.resend();
    },
  });
  const destination = resend.data?.destinationHint ?? props.destination;
  return (
    <FormDialog
      title={intl.formatMessage(messages.tanTitle)}
      text={
        destination
          ? intl.formatMessage(messages.tanText, { destination })
          : intl.formatMessage(messages.tanTextGeneric)
      }
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.tanSubmit)}
      loading={loading || resend.isPending}
      failure={resend.isError ? problemMessage(resend.error) : failure}
      onSubmit={(values) => onAction(String(values.get('tan') ?? '').trim())}
      extra={
        props.resend && (
          <Button
            variant="tertiary"
            onPress={() => resend.mutate()}
            isDisabled={loading || resend.isPending}
          >
            {intl.formatMessage(messages.tanResend)}
          </Button>
        )
      }
    >
      {resend.isSuccess && (
        <Alert tone="success">
          {intl.formatMessage(messages.tanResent, { destination: resend.data.destinationHint })}
        </Alert>
      )}
      <TextField
        name="tan"
        // The code is all the dialog asks for, so the caret waits in it (the dialog keeps focus
        // inside; WAI-ARIA's dialog pattern focuses the first field).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
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
    </FormDialog>
  );
}
