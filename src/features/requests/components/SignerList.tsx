import { useIntl } from 'react-intl';
import { Avatar, Badge, Button, Heading, Stack, Text } from '../../../ui';
import type { Signature, SignatureRequest } from '../api/request';
import { messages } from '../messages';
import type { RequestPermissions } from '../permissions';
import { personName } from './people';
import { statusMessage, statusTone } from '../../../api/request-status';
import { dateTime } from './status';
import type { RequestActions } from './use-request-actions';
import * as styles from './RequestView.css';

function SignerRow({
  signature,
  isMe,
  canRemove,
  onRemove,
}: {
  signature: Signature;
  isMe: boolean;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const name = personName(signature.signer_identity_data);
  return (
    <li className={styles.person}>
      <Avatar id={signature.sid} name={name} />
      <span className={styles.personText}>
        <Text>{isMe ? intl.formatMessage(messages.you, { name }) : name}</Text>
        <Text tone="secondary">
          {signature.signer_identity_data.email_address}
          {signature.sequence != null &&
            ` · ${intl.formatMessage(messages.order, { sequence: signature.sequence })}`}
          {signature.signed_at &&
            ` · ${intl.formatMessage(messages.signedAt, {
              date: intl.formatDate(signature.signed_at, dateTime),
            })}`}
        </Text>
      </span>
      <Badge tone={statusTone[signature.status_code]}>
        {intl.formatMessage(statusMessage[signature.status_code])}
      </Badge>
      {canRemove && (
        <Button size="sm" variant="ghost" onPress={onRemove}>
          {intl.formatMessage(messages.removeSigner, { name })}
        </Button>
      )}
    </li>
  );
}

export function SignerList({
  request,
  permissions,
  actions,
}: {
  request: SignatureRequest;
  permissions: RequestPermissions;
  actions: RequestActions;
}) {
  const intl = useIntl();
  return (
    <Stack as="section" gap="sm">
      <Heading level={2}>{intl.formatMessage(messages.signers)}</Heading>
      <ul className={styles.list}>
        {request.signatures.map((signature) => (
          <SignerRow
            key={signature.sid}
            signature={signature}
            isMe={signature.sid === permissions.mySignature?.sid}
            canRemove={permissions.canRemoveSigner(signature)}
            onRemove={() => actions.removeSigner(signature)}
          />
        ))}
      </ul>
      {permissions.canAddSigner && (
        <div>
          <Button variant="secondary" size="sm" onPress={actions.addSigner}>
            {intl.formatMessage(messages.addSigner)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
