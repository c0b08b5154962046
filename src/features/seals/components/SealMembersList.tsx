import { useIntl } from 'react-intl';
import { Button, DataList, EmptyState, type DataListColumn } from '../../../ui';
import { messages } from '../messages';
import type { SealPerson } from '../seal-rules';

export interface SealMembersListProps {
  people: readonly SealPerson[];
  loading: boolean;
  /** Whose removal is on its way. */
  removing?: string;
  onRemove: (userId: string) => void;
}

/** The members who may apply the seal, each with its removal. */
export function SealMembersList({ people, loading, removing, onRemove }: SealMembersListProps) {
  const intl = useIntl();
  const nameOf = (person: SealPerson) => person.name ?? intl.formatMessage(messages.unknownMember);
  const columns: DataListColumn<SealPerson>[] = [
    { id: 'name', header: intl.formatMessage(messages.personName), primary: true, cell: nameOf },
    {
      id: 'email',
      header: intl.formatMessage(messages.email),
      cell: (person) => person.email ?? '–',
    },
  ];
  return (
    <DataList
      label={intl.formatMessage(messages.membersLabel)}
      columns={columns}
      items={people}
      getKey={(person) => person.id}
      loading={loading}
      rowActions={(person) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(messages.removeMember, { name: nameOf(person) })}
          loading={removing === person.id}
          isDisabled={removing !== undefined && removing !== person.id}
          onPress={() => onRemove(person.id)}
        >
          {intl.formatMessage(messages.remove)}
        </Button>
      )}
      empty={
        <EmptyState title={intl.formatMessage(messages.noMembers)} headingLevel={3}>
          {intl.formatMessage(messages.noMembersText)}
        </EmptyState>
      }
    />
  );
}
