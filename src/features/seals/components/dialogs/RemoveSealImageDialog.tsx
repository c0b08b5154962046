import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

/** business/remove-seal-image: the stamp falls back to the name; a refusal keeps it open. */
export function RemoveSealImageDialog({ loading, failure, onAction }: DialogContentProps) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(messages.removeImageTitle)}
      text={intl.formatMessage(messages.removeImageText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.removeImageConfirm)}
      failure={failure}
      failureTitle={messages.removeImageFailed}
      danger
      loading={loading}
      onConfirm={() => onAction()}
    />
  );
}
