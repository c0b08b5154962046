import { useIntl } from 'react-intl';
import { useGroupNames } from '../../../api/use-group-names';
import { Badge, Button, Section } from '../../../ui';
import type { SignatureRequest } from '../api/request';
import { messages } from '../messages';
import type { RequestPermissions } from '../permissions';
import { personName } from './people';
import { PersonRow } from './PersonRow';
import { statusMessage, statusTone } from '../../../api/request-status';
import { dateTime } from './status';
import { entryKey, signerEntries, type SignerEntry } from '../../../api/signer-entries';
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
  const groupNames = useGroupNames(
    request.signatures.some((signature) => signature.signer_group_id),
  );
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
        {signerEntries(request.signatures).map((entry) =>
          entry.kind === 'group' ? (
            <GroupSignerRow
              key={entryKey(entry)}
              entry={entry}
              name={groupNames.get(entry.groupId)}
              mySid={permissions.mySignature?.sid}
            />
          ) : (
            <SignatureRow
              key={entry.row.sid}
              signature={entry.row}
              permissions={permissions}
              actions={actions}
            />
          ),
        )}
      </ul>
    </Section>
  );
}

type Signature = SignatureRequest['signatures'][number];

/** The quiet line under a signer: their place in the order and when they signed. */
function useDetails() {
  const intl = useIntl();
  return (signature: Signature) =>
    [
      signature.sequence != null &&
        intl.formatMessage(messages.order, { sequence: signature.sequence }),
      signature.signed_at &&
        intl.formatMessage(messages.signedAt, {
          date: intl.formatDate(signature.signed_at, dateTime),
        }),
    ]
      .filter(Boolean)
      .join(' · ') || undefined;
}

function StatusBadge({ status }: { status: Signature['status_code'] }) {
  const intl = useIntl();
  return <Badge tone={statusTone[status]}>{intl.formatMessage(statusMessage[status])}</Badge>;
}

function SignatureRow({
  signature,
  permissions,
  actions,
}: {
  signature: Signature;
  permissions: RequestPermissions;
  actions: RequestActions;
}) {
  const intl = useIntl();
  const details = useDetails();
  const name = personName(signature.signer_identity_data);
  return (
    <PersonRow
      id={signature.sid}
      name={name}
      email={signature.signer_identity_data.email_address}
      isMe={signature.sid === permissions.mySignature?.sid}
      details={details(signature)}
      status={<StatusBadge status={signature.status_code} />}
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
}

/**
 * A signer group as one signer: its name, then who signed for it or the members invited.
 * A group the viewer cannot look up is called "Signer group".
 */
function GroupSignerRow({
  entry,
  name,
  mySid,
}: {
  entry: Extract<SignerEntry<Signature>, { kind: 'group' }>;
  name?: string;
  mySid?: string;
}) {
  const intl = useIntl();
  const details = useDetails();
  const groupName = name ?? intl.formatMessage(messages.signerGroup);
  const people = entry.members
    .map((member) => {
      const person = personName(member.signer_identity_data);
      return member.sid === mySid ? intl.formatMessage(messages.you, { name: person }) : person;
    })
    .join(', ');
  const who = entry.signedBy
    ? intl.formatMessage(messages.groupSignedBy, { name: people })
    : intl.formatMessage(messages.groupAnyOf, { count: entry.members.length, names: people });
  const first = entry.signedBy ?? entry.members[0];
  return (
    <PersonRow
      id={`group-${entry.groupId}`}
      name={groupName}
      details={[who, first && details(first)].filter(Boolean).join(' · ')}
      status={<StatusBadge status={entry.status} />}
    />
  );
}
