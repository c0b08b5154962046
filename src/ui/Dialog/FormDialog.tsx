import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert } from '../Alert/Alert';
import { Form } from '../Form/Form';
import { Stack } from '../Stack/Stack';
import { Text } from '../Heading/Heading';
import { ConfirmActions } from './ConfirmActions';
import { Dialog } from './Dialog';

export interface FormDialogProps {
  title: string;
  /** What the dialog is about, above the fields. */
  text?: string;
  cancel: string;
  confirm: string;
  /** A destructive action: a danger button and an alertdialog. */
  danger?: boolean;
  loading: boolean;
  /** Why the last try failed (from the dialog host); null while all is well. */
  failure?: MessageDescriptor | null;
  /** The action's own failure headline ("Failed to add observer"), above the reason. */
  failureTitle?: MessageDescriptor;
  /** With it, the children are a form the confirm button submits, handed over as FormData. */
  onSubmit?: (values: FormData) => void;
  /** Without a form: what the confirm button does. */
  onConfirm?: () => void;
  /** A form the caller renders itself, submitted by the confirm button. */
  formId?: string;
  /** Shown between cancel and confirm, e.g. "send the code again". */
  extra?: ReactNode;
  children?: ReactNode;
}

/** The one frame of a dialog that asks for something: text, failure, fields, cancel + confirm. */
export function FormDialog({
  title,
  text,
  cancel,
  confirm,
  danger = false,
  loading,
  failure,
  failureTitle,
  onSubmit,
  onConfirm,
  formId,
  extra,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  const ownFormId = useId();
  const submits = onSubmit ? ownFormId : formId;
  return (
    <Dialog
      title={title}
      loading={loading}
      role={danger ? 'alertdialog' : 'dialog'}
      actions={
        <ConfirmActions
          cancel={cancel}
          confirm={confirm}
          busy={loading}
          formId={submits}
          onConfirm={onConfirm}
          danger={danger}
          extra={extra}
        />
      }
    >
      <Stack gap="sm">
        {text && <Text>{text}</Text>}
        {failure && (
          <Alert tone="danger">
            {failureTitle && (
              <Text>
                <strong>{intl.formatMessage(failureTitle)}</strong>
              </Text>
            )}
            <Text>{intl.formatMessage(failure)}</Text>
          </Alert>
        )}
        {onSubmit ? (
          <Form
            id={ownFormId}
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit(new FormData(event.currentTarget));
            }}
          >
            {children}
          </Form>
        ) : (
          children
        )}
      </Stack>
    </Dialog>
  );
}
