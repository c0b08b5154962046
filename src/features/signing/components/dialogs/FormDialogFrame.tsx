import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../../api/problem';
import { Alert, ConfirmActions, Dialog, Form, Stack, Text } from '../../../../ui';
import { messages } from '../../messages';

/**
 * The frame of the signing dialogs that send a form: title, explanation, why the last try
 * failed, the fields, and cancel + confirm (which submits the form with its values).
 */
export function FormDialogFrame({
  formId,
  title,
  text,
  confirm,
  danger = false,
  busy,
  error,
  onSubmit,
  children,
}: {
  formId: string;
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  /** The last failure, shown as its translated problem message. */
  error: unknown;
  onSubmit: (values: FormData) => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog
      title={title}
      loading={busy}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={confirm}
          busy={busy}
          formId={formId}
          danger={danger}
        />
      }
    >
      <Stack gap="sm">
        <Text>{text}</Text>
        {error != null && <Alert tone="danger">{intl.formatMessage(problemMessage(error))}</Alert>}
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(new FormData(event.currentTarget));
          }}
        >
          {children}
        </Form>
      </Stack>
    </Dialog>
  );
}
