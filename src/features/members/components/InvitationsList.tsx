import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { Button, DataList, EmptyState, type DataListColumn } from '../../../ui';
import { messages } from '../messages';

type Invitation = components['schemas']['Invitation'];

/** Pending invitations, each with its revoke button. */
export function InvitationsList({
  invitations,
  loading,
  revoking,
  onRevoke,
}: {
  invitations: readonly Invitation[];
  loading: boolean;
  revoking?: string;
  onRevoke: (inviteId: string) => void;
}) {
  const intl = useIntl();
  const date = (value?: string) => (value ? intl.formatDate(value, { dateStyle: 'medium' }) : '–');
  const columns: DataListColumn<Invitation>[] = [
    {
      id: 'email',
      header: intl.formatMessage(messages.email),
      primary: true,
      cell: (invitation) => invitation.email,
    },
    {
      id: 'role',
      header: intl.formatMessage(messages.role),
      priority: 'high',
      cell: (invitation) =>
        intl.formatMessage(invitation.role === 'admin' ? messages.admin : messages.member),
    },
    {
      id: 'invited',
      header: intl.formatMessage(messages.invited),
      cell: (invitation) => date(invitation.invitedAt),
    },
    {
      id: 'expires',
      header: intl.formatMessage(messages.expires),
      cell: (invitation) => date(invitation.expiresAt),
    },
  ];
  return (
    <DataList
      label={intl.formatMessage(messages.invitationsLabel)}
      columns={columns}
      items={invitations}
      getKey={(invitation) => invitation.id}
      loading={loading}
      rowActions={(invitation) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(messages.revoke, { email: invitation.email })}
          loading={revoking === invitation.id}
          onPress={() => onRevoke(invitation.id)}
        >
          {intl.formatMessage(messages.revokeShort)}
        </Button>
      )}
      empty={
        <EmptyState title={intl.formatMessage(messages.noInvitations)}>
          {intl.formatMessage(messages.noInvitationsText)}
        </EmptyState>
      }
    />
  );
}
