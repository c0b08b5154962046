import { useIntl } from 'react-intl';
import { ConfirmActions, Dialog, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

export interface UpgradeStandardsProps {
  required: 'ses' | 'aes' | 'qes';
  /** The e-mail address is unconfirmed, so no quality is reached yet. */
  unverified?: boolean;
}

/** document/upgrade-standards: the request needs a higher quality than the user has. */
export function UpgradeStandardsDialog({
  props,
  loading,
  onAction,
}: DialogContentProps<UpgradeStandardsProps>) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage(messages.upgradeTitle)}
      loading={loading}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={intl.formatMessage(messages.upgradeAction)}
          busy={loading}
          onConfirm={() => onAction()}
        />
      }
    >
      <Text>{intl.formatMessage(messages.upgradeText, { quality: props.required })}</Text>
      {props.unverified && <Text>{intl.formatMessage(messages.upgradeUnverified)}</Text>}
    </Dialog>
  );
}
