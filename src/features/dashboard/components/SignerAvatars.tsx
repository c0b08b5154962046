import { useIntl } from 'react-intl';
import { AvatarGroup, Text, VisuallyHidden } from '../../../ui';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import { personName } from './person';
import { statusMessage } from '../../../api/request-status';
import { entryKey, signerEntries } from '../../../api/signer-entries';
import { useGroupNames } from '../../../api/use-group-names';
import * as styles from './Dashboard.css';

/**
 * The signers' avatars and how many have signed so far. An avatar's initials come from its
 * name, so the avatars carry the bare names (the request page does the same) and are hidden
 * from screen readers, which read a list of "name: state" instead.
 */
export function SignerAvatars({ request }: { request: SignatureRequestSummary }) {
  const intl = useIntl();
  const groupNames = useGroupNames(
    request.signatures.some((signature) => signature.signer_group_id),
  );
  // A signer group is one signer: its name, and its state (signed once a member signed).
  const signers = signerEntries(request.signatures).map((entry) =>
    entry.kind === 'person'
      ? {
          key: entry.row.sid,
          name: personName(entry.row.signer_identity_data),
          status: entry.row.status_code,
        }
      : {
          key: entryKey(entry),
          name: groupNames.get(entry.groupId) ?? intl.formatMessage(messages.signerGroup),
          status: entry.status,
        },
  );
  if (signers.length === 0) return null;
  const signed = signers.filter((signer) => signer.status === 'SIGNED').length;
  const label = intl.formatMessage(messages.signersLabel, { title: request.title });
  return (
    <div className={styles.signers}>
      <div aria-hidden="true">
        <AvatarGroup
          size="sm"
          max={3}
          label={label}
          people={signers.map((signer) => ({ id: signer.key, name: signer.name }))}
        />
      </div>
      <VisuallyHidden>
        <ul aria-label={label}>
          {signers.map((signer) => (
            <li key={signer.key}>
              {intl.formatMessage(messages.signerStatus, {
                name: signer.name,
                status: intl.formatMessage(statusMessage[signer.status]),
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
