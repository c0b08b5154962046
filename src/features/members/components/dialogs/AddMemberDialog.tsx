import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Form,
  FormDialog,
  Radio,
  RadioGroup,
  TextArea,
  type DialogContentProps,
  type NoProps,
} from '../../../../ui';
import { MAX_INVITES, parseInviteEmails } from '../../invite-input';
import { messages } from '../../messages';

export type BusinessRole = 'admin' | 'member';
export interface AddMemberPayload {
  emails: string[];
  role: BusinessRole;
}

/**
 * "Add member": one or more addresses and the role they get. The server's refusals
 * (SEAT_LIMIT_REACHED, ALREADY_IN_A_BUSINESS) show in the dialog, with what was typed kept.
 */
export function AddMemberDialog({
  loading,
  failure,
  onAction,
}: DialogContentProps<NoProps, AddMemberPayload>) {
  const intl = useIntl();
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const [role, setRole] = useState<BusinessRole>('member');

  const submit = (text: string) => {
    const input = parseInviteEmails(text);
    if (input.kind === 'ok') {
      setError(null);
      onAction({ emails: input.emails, role });
      return;
    }
    setError(
      input.kind === 'empty'
        ? intl.formatMessage(messages.addEmpty)
        : input.kind === 'tooMany'
          ? intl.formatMessage(messages.addTooMany, { max: MAX_INVITES })
          : intl.formatMessage(messages.addInvalid, { addresses: input.invalid.join(', ') }),
    );
  };

  return (
    <FormDialog
      title={intl.formatMessage(messages.addTitle)}
      text={intl.formatMessage(messages.addText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.addConfirm)}
      failure={failure}
      failureTitle={messages.addFailed}
      loading={loading}
      formId={formId}
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit(String(new FormData(event.currentTarget).get('emails') ?? ''));
        }}
      >
        <TextArea
          name="emails"
          label={intl.formatMessage(messages.addEmails)}
          description={intl.formatMessage(messages.addEmailsHelp)}
          rows={3}
          isDisabled={loading}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          onChange={() => setError(null)}
        />
        <RadioGroup
          label={intl.formatMessage(messages.addRole)}
          value={role}
          onChange={(value) => setRole(value as BusinessRole)}
          orientation="horizontal"
          isDisabled={loading}
        >
          <Radio value="member">{intl.formatMessage(messages.member)}</Radio>
          <Radio value="admin">{intl.formatMessage(messages.admin)}</Radio>
        </RadioGroup>
      </Form>
    </FormDialog>
  );
}
