import { useIntl } from 'react-intl';
import { FormDialog, Link, type DialogContentProps } from '../../../../ui';
import { messages } from '../messages';

export interface AcceptTermsProps {
  /** Where the general terms are published. */
  termsUrl: string;
}

/**
 * other/accept-terms: the free plan's general terms, after a downgrade. The opener records the
 * acceptance; when that fails it says so in a snackbar (spec §8) and the dialog stays.
 */
export function AcceptTermsDialog({
  props,
  loading,
  onAction,
}: DialogContentProps<AcceptTermsProps>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(messages.acceptTermsTitle)}
      text={intl.formatMessage(messages.acceptTermsText)}
      cancel={intl.formatMessage(messages.later)}
      confirm={intl.formatMessage(messages.acceptTerms)}
      loading={loading}
      onConfirm={() => onAction()}
    >
      <Link href={props.termsUrl} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(messages.readTerms)}
      </Link>
    </FormDialog>
  );
}
