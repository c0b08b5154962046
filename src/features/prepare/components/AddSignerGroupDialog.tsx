import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog, Option, Select, Text, type DialogContentProps } from '../../../ui';
import { messages } from '../messages';

export interface PickableGroup {
  id: string;
  name: string;
  members?: { email: string; first_name?: string; last_name?: string }[];
}

export interface AddSignerGroupProps {
  groups: PickableGroup[];
}

/** "Max Muster", or the address when the name is unknown. */
export const memberName = (member: NonNullable<PickableGroup['members']>[number]) =>
  [member.first_name, member.last_name].filter(Boolean).join(' ') || member.email;

/**
 * document/add-signer-group: pick one of the usable groups and see who is in it; any one of
 * them will sign for the group.
 */
export function AddSignerGroupDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<AddSignerGroupProps, PickableGroup>) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const group = props.groups.find((item) => item.id === chosen);
  const members = group?.members ?? [];
  return (
    <FormDialog
      title={intl.formatMessage(messages.addGroupTitle)}
      text={intl.formatMessage(messages.addGroupText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.addGroupConfirm)}
      loading={loading}
      failure={failure}
      onConfirm={() => {
        setTried(true);
        if (group) onAction(group);
      }}
    >
      <Select
        label={intl.formatMessage(messages.groupField)}
        selectedKey={chosen}
        onSelectionChange={(key) => setChosen(key == null ? null : String(key))}
        isRequired
        isInvalid={tried && !group}
        errorMessage={intl.formatMessage(messages.groupRequired)}
      >
        {props.groups.map((item) => (
          <Option key={item.id} id={item.id}>
            {item.name}
          </Option>
        ))}
      </Select>
      {group && (
        <Text>
          {intl.formatMessage(messages.groupMembers, {
            count: members.length,
            names: members.map(memberName).join(', '),
          })}
        </Text>
      )}
    </FormDialog>
  );
}
