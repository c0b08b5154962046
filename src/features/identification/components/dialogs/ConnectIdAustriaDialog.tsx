import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

/**
 * identification/connect-id-austria: ID Austria is a redirect to the Austrian state's eID; the
 * person is told so before leaving. Confirming starts it (the opener's action); a refusal
 * keeps the dialog open with the reason.
 */
export function ConnectIdAustriaDialog({ loading, failure, onAction }: DialogContentProps) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(messages.austriaTitle)}
      text={intl.formatMessage(messages.austriaText)}
      cancel={intl.formatMessage(messages.cancelDialog)}
      confirm={intl.formatMessage(messages.austriaConfirm)}
      loading={loading}
      failure={failure}
      failureTitle={messages.startFailed}
      onConfirm={() => onAction()}
    />
  );
}
