import { useIntl } from 'react-intl';
import { AvatarGroup, Text, VisuallyHidden } from '../../../ui';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import { personName } from './person';
import { statusMessage } from '../../../api/request-status';
import * as styles from './Dashboard.css';

/**
 * The signers' avatars and how many have signed so far. An avatar's initials come from its
 * name, so the avatars carry the bare names (the request page does the same) and are hidden
 * from screen readers, which read a list of "name: state" instead.
 */
export function SignerAvatars({ request }: { request: SignatureRequestSummary }) {
  const intl = useIntl();
  const signers = request.signatures;
  if (signers.length === 0) return null;
  const signed = signers.filter((signer) => signer.status_code === 'SIGNED').length;
  const label = intl.formatMessage(messages.signersLabel, { title: request.title });
  return (
    <div className={styles.signers}>
      <div aria-hidden="true">
        <AvatarGroup
          size="sm"
          max={3}
          label={label}
          people={signers.map((signer) => ({
            id: signer.account_email,
            name: personName(signer.signer_identity_data),
          }))}
        />
      </div>
      <VisuallyHidden>
        <ul aria-label={label}>
          {signers.map((signer) => (
            <li key={signer.account_email}>
              {intl.formatMessage(messages.signerStatus, {
                name: personName(signer.signer_identity_data),
                status: intl.formatMessage(statusMessage[signer.status_code]),
              })}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
      <Text tone="secondary">
        {intl.formatMessage(messages.signedCount, { signed, total: signers.length })}
      </Text>
    </div>
  );
}
