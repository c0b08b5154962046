import { useIntl } from 'react-intl';
import { ConfirmActions, Dialog, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

export interface UpgradeStandardsProps {
  required: 'ses' | 'aes' | 'qes';
  /** The legislation the request is bound to, when it is bound to one. */
  legislation?: 'ZERTES' | 'EIDAS';
  /** The e-mail address is unconfirmed, so no quality is reached yet. */
  unverified?: boolean;
  /** A guest signer: the way on is an identification, not the account's standards. */
  guest?: boolean;
}

/**
 * document/upgrade-standards: the request needs a higher quality than the signer has. It names
 * the standard (and legislation) needed; its action leads to the account's signature standards
 * or, for a guest, to the identification.
 */
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
          confirm={intl.formatMessage(
            props.guest ? messages.upgradeGuestAction : messages.upgradeAction,
          )}
          busy={loading}
          onConfirm={() => onAction()}
        />
      }
    >
      <Text>
        {intl.formatMessage(messages.upgradeNeeds, {
          quality: props.required,
          legislation: props.legislation ?? 'none',
        })}{' '}
        {intl.formatMessage(props.guest ? messages.upgradeGuestText : messages.upgradeAccountText)}
      </Text>
      {props.unverified && <Text>{intl.formatMessage(messages.upgradeUnverified)}</Text>}
    </Dialog>
  );
}
