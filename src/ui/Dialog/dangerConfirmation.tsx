import { useIntl, type MessageDescriptor } from 'react-intl';
import type { DialogContentProps } from '../Hosts/registry';
import { FormDialog } from './FormDialog';

export interface DangerConfirmationTexts {
  title: MessageDescriptor;
  /** Its values are the dialog's props, e.g. `{domain}` or `{username}`. */
  text: MessageDescriptor;
  cancel: MessageDescriptor;
  confirm: MessageDescriptor;
  failed: MessageDescriptor;
}

/**
 * A dialog that asks once before something that cannot be taken back (removing a domain,
 * resetting a secret): the texts differ, the frame and its danger button do not.
 */
export function dangerConfirmation<Props extends Record<string, string>>(
  texts: DangerConfirmationTexts,
) {
  return function DangerConfirmation({
    props,
    loading,
    failure,
    onAction,
  }: DialogContentProps<Props>) {
    const intl = useIntl();
    return (
      <FormDialog
        title={intl.formatMessage(texts.title)}
        text={intl.formatMessage(texts.text, props)}
        cancel={intl.formatMessage(texts.cancel)}
        confirm={intl.formatMessage(texts.confirm)}
        failure={failure}
        failureTitle={texts.failed}
        loading={loading}
        danger
        onConfirm={() => onAction()}
      />
    );
  };
}
