import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Checkbox, FormDialog, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

/**
 * document/terms-of-use: the general terms, accepted once before the first signature. The
 * opener's action saves the acceptance; a failure keeps the dialog open with the reason.
 */
export function TermsOfUseDialog({ loading, failure, onAction }: DialogContentProps) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <FormDialog
      title={intl.formatMessage(messages.termsTitle)}
      text={intl.formatMessage(messages.termsText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.termsAction)}
      loading={loading}
      failure={failure}
      onConfirm={() => (accepted ? onAction() : setMissing(true))}
    >
      <Checkbox
        isSelected={accepted}
        isInvalid={missing && !accepted}
        onChange={(selected) => {
          setAccepted(selected);
          if (selected) setMissing(false);
        }}
      >
        {intl.formatMessage(messages.termsAccept)}
      </Checkbox>
      {missing && !accepted && (
        <Alert tone="danger">{intl.formatMessage(messages.termsRequired)}</Alert>
      )}
    </FormDialog>
  );
}
