import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { Badge, Button, ButtonGroup, DataList, Text, type DataListColumn } from '../../../ui';
import { messages } from '../messages';
import { roleActionOf } from '../roles';
import { personName } from './people';

type Member = components['schemas']['Member'];

export interface MembersListProps {
  members: readonly Member[];
  loading: boolean;
  selfId: string;
  /** The member whose role is changing right now. */
  changing?: string;
  onMakeAdmin: (userId: string) => void;
  onMakeMember: (userId: string) => void;
  onEditCostCenter: (member: Member) => void;
}

/**
 * Members and admins with their cost centres, the role switch and the cost centre's edit per
 * row; the only admin keeps the role.
 */
export function MembersList({
  members,
  loading,
  selfId,
  changing,
  onMakeAdmin,
  onMakeMember,
  onEditCostCenter,
}: MembersListProps) {
  const intl = useIntl();
  const date = (value?: string) => (value ? intl.formatDate(value, { dateStyle: 'medium' }) : '–');
  const columns: DataListColumn<Member>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      primary: true,
      cell: (member) =>
        member.id === selfId
          ? intl.formatMessage(messages.you, { name: personName(member) })
          : personName(member),
    },
    { id: 'email', header: intl.formatMessage(messages.email), cell: (member) => member.email },
    {
      id: 'role',
      header: intl.formatMessage(messages.role),
      priority: 'high',
      cell: (member) =>
        member.role === 'admin' ? (
          <Badge tone="info">{intl.formatMessage(messages.admin)}</Badge>
        ) : (
          <Badge>{intl.formatMessage(messages.member)}</Badge>
        ),
    },
    {
      id: 'costCenter',
      header: intl.formatMessage(messages.costCenter),
      cell: (member) =>
        member.costCenter ?? (
          <Text tone="secondary">{intl.formatMessage(messages.noCostCenter)}</Text>
        ),
    },
    {
      id: 'joined',
      header: intl.formatMessage(messages.joined),
      priority: 'high',
      cell: (member) => date(member.joinedAt),
    },
  ];
  const rowActions = (member: Member) => (
    <ButtonGroup>
      <Button
        variant="tertiary"
        size="sm"
        aria-label={intl.formatMessage(messages.editCostCenter, { name: personName(member) })}
        onPress={() => onEditCostCenter(member)}
      >
        {intl.formatMessage(messages.editCostCenterShort)}
      </Button>
      {roleSwitch(member)}
    </ButtonGroup>
  );
  const roleSwitch = (member: Member) => {
    const action = roleActionOf(member, members);
    const name = personName(member);
    if (action === 'lastAdmin') {
      return <Text tone="secondary">{intl.formatMessage(messages.lastAdmin)}</Text>;
    }
    const promote = action === 'makeAdmin';
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={intl.formatMessage(promote ? messages.makeAdmin : messages.makeMember, {
          name,
        })}
        loading={changing === member.id}
        isDisabled={changing !== undefined && changing !== member.id}
        onPress={() => (promote ? onMakeAdmin(member.id) : onMakeMember(member.id))}
      >
        {intl.formatMessage(promote ? messages.makeAdminShort : messages.makeMemberShort)}
      </Button>
    );
  };
  return (
    <DataList
      label={intl.formatMessage(messages.peopleLabel)}
      columns={columns}
      items={members}
      getKey={(member) => member.id}
      rowActions={rowActions}
      loading={loading}
      empty={<Text>{intl.formatMessage(messages.noPeople)}</Text>}
    />
  );
}
