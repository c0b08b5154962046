import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox, CheckboxGroup, FormDialog, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';
import type { SealPerson } from '../../seal-rules';

export interface AddSealMembersPayload {
  userIds: string[];
}

/**
 * business/add-seal-members: the business's members not on the seal yet as a checkbox list;
 * a refusal (NOT_A_BUSINESS_MEMBER when someone left meanwhile) keeps the choice.
 */
export function AddSealMembersDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ people: SealPerson[] }, AddSealMembersPayload>) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const nobodyLeft = props.people.length === 0;
  return (
    <FormDialog
      title={intl.formatMessage(messages.addTitle)}
      text={intl.formatMessage(nobodyLeft ? messages.addNobodyLeft : messages.addText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.addConfirm, { count: chosen.length })}
      failure={failure}
      failureTitle={messages.addFailed}
      loading={loading}
      onConfirm={() => {
        setTried(true);
        if (chosen.length > 0) onAction({ userIds: chosen });
      }}
    >
      {!nobodyLeft && (
        <CheckboxGroup
          label={intl.formatMessage(messages.addChoose)}
          value={chosen}
          onChange={setChosen}
          isDisabled={loading}
          isInvalid={tried && chosen.length === 0}
          errorMessage={intl.formatMessage(messages.addNone)}
        >
          {props.people.map((person) => (
            <Checkbox key={person.id} value={person.id}>
              {person.name === person.email ? person.email : `${person.name} (${person.email})`}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </FormDialog>
  );
}
