import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { problemMessages } from '../../../../api/problem';
import { Form, FormDialog, TextField, type DialogContentProps, type NoProps } from '../../../../ui';
import { messages } from '../../messages';
import {
  DESCRIPTION_MAX,
  normaliseUsername,
  USERNAME_MAX,
  usernameProblem,
  type UsernameProblem,
} from '../../username';

const problemText = {
  required: messages.usernameRequired,
  length: messages.usernameLength,
  characters: messages.usernameCharacters,
} satisfies Record<UsernameProblem, unknown>;

export interface ApiUserCreate {
  username: string;
  description: string;
}

/**
 * Creating an API user: the username checked against the contract's pattern before sending.
 * A taken username (409) is said on the field itself, until the name is changed.
 */
export function CreateApiUserDialog({
  loading,
  failure,
  onAction,
}: DialogContentProps<NoProps, ApiUserCreate>) {
  const intl = useIntl();
  const formId = useId();
  const [problem, setProblem] = useState<UsernameProblem | null>(null);
  const [editedSinceFailure, setEdited] = useState(false);
  const taken = failure === problemMessages.USERNAME_TAKEN && !editedSinceFailure;
  const fieldError = taken ? messages.usernameTaken : problem && problemText[problem];
  return (
    <FormDialog
      title={intl.formatMessage(messages.createTitle)}
      text={intl.formatMessage(messages.createText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.createConfirm)}
      failure={failure === problemMessages.USERNAME_TAKEN ? null : failure}
      failureTitle={messages.createFailed}
      loading={loading}
      formId={formId}
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const values = new FormData(event.currentTarget);
          const username = String(values.get('username') ?? '');
          const found = usernameProblem(username);
          setProblem(found);
          setEdited(false);
          if (found) return;
          onAction({
            username: normaliseUsername(username),
            description: String(values.get('description') ?? '').trim(),
          });
        }}
      >
        <TextField
          name="username"
          label={intl.formatMessage(messages.username)}
          description={intl.formatMessage(messages.usernameHelp)}
          autoComplete="off"
          spellCheck="false"
          maxLength={USERNAME_MAX}
          isDisabled={loading}
          isInvalid={fieldError != null}
          errorMessage={fieldError ? intl.formatMessage(fieldError) : undefined}
          onChange={() => {
            setProblem(null);
            setEdited(true);
          }}
        />
        <TextField
          name="description"
          label={intl.formatMessage(messages.descriptionLabel)}
          description={intl.formatMessage(messages.descriptionHelp)}
          autoComplete="off"
          maxLength={DESCRIPTION_MAX}
          isDisabled={loading}
        />
      </Form>
    </FormDialog>
  );
}
