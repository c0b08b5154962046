import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, FormDialog, TextField, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';
import { displayNameProblem, MAX_DISPLAY_NAME } from '../../seal-rules';

/**
 * business/rename-seal: the seal's display name, checked here before it is sent; a refusal
 * keeps the dialog open with the name as typed.
 */
export function RenameSealDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ displayName: string }, { displayName: string }>) {
  const intl = useIntl();
  const formId = useId();
  const [name, setName] = useState(props.displayName);
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  return (
    <FormDialog
      title={intl.formatMessage(messages.renameTitle)}
      text={intl.formatMessage(messages.renameText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.renameConfirm)}
      failure={failure}
      failureTitle={messages.renameFailed}
      loading={loading}
      formId={formId}
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const found = displayNameProblem(name);
          setProblem(found);
          if (!found) onAction({ displayName: name.trim() });
        }}
      >
        <TextField
          name="displayName"
          label={intl.formatMessage(messages.displayName)}
          autoComplete="off"
          value={name}
          onChange={(value) => {
            setName(value);
            setProblem(null);
          }}
          isDisabled={loading}
          isInvalid={problem !== null}
          errorMessage={
            problem === 'tooLong'
              ? intl.formatMessage(messages.nameTooLong, { max: MAX_DISPLAY_NAME })
              : intl.formatMessage(messages.nameEmpty)
          }
        />
      </Form>
    </FormDialog>
  );
}
