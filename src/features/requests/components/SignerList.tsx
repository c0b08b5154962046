import { useIntl } from 'react-intl';
import { Badge, Button, Section } from '../../../ui';
import type { SignatureRequest } from '../api/request';
import { messages } from '../messages';
import type { RequestPermissions } from '../permissions';
import { personName } from './people';
import { PersonRow } from './PersonRow';
import { statusMessage, statusTone } from '../../../api/request-status';
import { dateTime } from './status';
import type { RequestActions } from './use-request-actions';
import * as styles from './RequestView.css';

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
    <Section
      title={intl.formatMessage(messages.signers)}
      actions={
        permissions.canAddSigner && (
          <Button variant="secondary" size="sm" onPress={actions.addSigner}>
            {intl.formatMessage(messages.addSigner)}
          </Button>
        )
      }
    >
      <ul className={styles.list}>
        {request.signatures.map((signature) => {
          const name = personName(signature.signer_identity_data);
          const details = [
            signature.sequence != null &&
              intl.formatMessage(messages.order, { sequence: signature.sequence }),
            signature.signed_at &&
              intl.formatMessage(messages.signedAt, {
                date: intl.formatDate(signature.signed_at, dateTime),
              }),
          ].filter(Boolean);
          return (
            <PersonRow
              key={signature.sid}
              id={signature.sid}
              name={name}
              email={signature.signer_identity_data.email_address}
              isMe={signature.sid === permissions.mySignature?.sid}
              details={details.join(' · ') || undefined}
              status={
                <Badge tone={statusTone[signature.status_code]}>
                  {intl.formatMessage(statusMessage[signature.status_code])}
                </Badge>
              }
              actions={
                permissions.canRemoveSigner(signature)
                  ? [
                      {
                        id: 'remove',
                        label: intl.formatMessage(messages.removeSigner, { name }),
                        onAction: () => actions.removeSigner(signature),
                        danger: true,
                      },
                    ]
                  : []
              }
            />
          );
        })}
      </ul>
    </Section>
  );
}
