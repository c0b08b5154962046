import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, ConfirmActions, Dialog, Stack, Text } from '../../../ui';
import { messages } from '../messages';

/** The frame every request dialog shares: title, why the last try failed, body, cancel + confirm. */
export function FormDialog({
  title,
  loading,
  failure,
  failureTitle,
  confirm,
  danger = false,
  formId,
  onConfirm,
  children,
}: {
  title: string;
  loading: boolean;
  /** Why the last try failed, from the host; shown under the spec's `failureTitle`. */
  failure: MessageDescriptor | null;
  failureTitle: MessageDescriptor;
  confirm: string;
  danger?: boolean;
  /** The confirm button submits this form; without it the button calls onConfirm. */
  formId?: string;
  onConfirm?: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog
      title={title}
      loading={loading}
      role={danger ? 'alertdialog' : 'dialog'}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={confirm}
          busy={loading}
          formId={formId}
          onConfirm={onConfirm}
          danger={danger}
        />
      }
    >
      <Stack gap="md">
        {failure && (
          <Alert tone="danger">
            <Text>
              <strong>{intl.formatMessage(failureTitle)}</strong>
            </Text>
            <Text>{intl.formatMessage(failure)}</Text>
          </Alert>
        )}
        {children}
      </Stack>
    </Dialog>
  );
}
