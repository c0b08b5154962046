import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox, CheckboxGroup, FormDialog, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

export interface RemovablePerson {
  id: string;
  name: string;
  email: string;
}

export interface RemoveMembersPayload {
  userIds: string[];
}

/**
 * "Remove members": the people who may be removed as a checkbox list (Tab moves from one to
 * the next, Space ticks one), then one confirmation for all of them.
 */
export function RemoveMembersDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ people: RemovablePerson[] }, RemoveMembersPayload>) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const nothingChosen = tried && chosen.length === 0;
  return (
    <FormDialog
      title={intl.formatMessage(messages.removeTitle)}
      text={intl.formatMessage(messages.removeText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.removeConfirm, { count: chosen.length })}
      failure={failure}
      failureTitle={messages.removeFailed}
      loading={loading}
      danger
      onConfirm={() => {
        setTried(true);
        if (chosen.length > 0) onAction({ userIds: chosen });
      }}
    >
      <CheckboxGroup
        label={intl.formatMessage(messages.removeChoose)}
        value={chosen}
        onChange={setChosen}
        isDisabled={loading}
        isInvalid={nothingChosen}
        errorMessage={intl.formatMessage(messages.removeNone)}
      >
        {props.people.map((person) => (
          <Checkbox key={person.id} value={person.id}>
            {person.name ? `${person.name} (${person.email})` : person.email}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FormDialog>
  );
}
