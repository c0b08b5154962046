import { useIntl } from 'react-intl';
import { AvatarGroup, Text } from '../../../ui';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import { personName } from './person';
import { statusMessage } from '../../../api/request-status';
import * as styles from './Dashboard.css';

/** The signers' avatars, each named with its state, and how many have signed so far. */
export function SignerAvatars({ request }: { request: SignatureRequestSummary }) {
  const intl = useIntl();
  const signers = request.signatures;
  if (signers.length === 0) return null;
  const signed = signers.filter((signer) => signer.status_code === 'SIGNED').length;
  return (
    <div className={styles.signers}>
      <AvatarGroup
        size="sm"
        max={3}
        label={intl.formatMessage(messages.signersLabel, { title: request.title })}
        people={signers.map((signer) => ({
          id: signer.account_email,
          name: intl.formatMessage(messages.signerStatus, {
            name: personName(signer.signer_identity_data),
            status: intl.formatMessage(statusMessage[signer.status_code]),
          }),
        }))}
      />
      <Text tone="secondary">
        {intl.formatMessage(messages.signedCount, { signed, total: signers.length })}
      </Text>
    </div>
  );
}
