import { useIntl } from 'react-intl';
import { Button, ButtonGroup, DataList, type DataListColumn } from '../../../ui';
import type { SignerGroup } from '../group-draft';
import { messages } from '../messages';

export interface SignerGroupsListProps {
  groups: readonly SignerGroup[];
  loading: boolean;
  onEdit: (group: SignerGroup) => void;
  onDelete: (group: SignerGroup) => void;
}

/** The business's groups: name, description, how many members; edit and delete per row. */
export function SignerGroupsList({ groups, loading, onEdit, onDelete }: SignerGroupsListProps) {
  const intl = useIntl();
  const columns: DataListColumn<SignerGroup>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      primary: true,
      cell: (group) => group.name,
    },
    {
      id: 'description',
      header: intl.formatMessage(messages.description),
      cell: (group) => group.description || '–',
    },
    {
      id: 'members',
      header: intl.formatMessage(messages.membersCount),
      priority: 'high',
      cell: (group) => intl.formatMessage(messages.membersValue, { count: group.members_count }),
    },
  ];
  return (
    <DataList
      label={intl.formatMessage(messages.listLabel)}
      columns={columns}
      items={groups}
      getKey={(group) => group.id}
      loading={loading}
      rowActions={(group) => (
        <ButtonGroup>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage(messages.edit, { name: group.name })}
            onPress={() => onEdit(group)}
          >
            {intl.formatMessage(messages.editShort)}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage(messages.delete, { name: group.name })}
            onPress={() => onDelete(group)}
          >
            {intl.formatMessage(messages.deleteShort)}
          </Button>
        </ButtonGroup>
      )}
    />
  );
}
