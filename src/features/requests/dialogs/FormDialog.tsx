import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, Stack } from '../../../ui';
import { messages } from '../messages';
import { ActionErrorAlert } from './ActionErrorAlert';

/** The frame every request dialog shares: title, why the last try failed, body, cancel + confirm. */
export function FormDialog({
  title,
  loading,
  confirm,
  danger = false,
  formId,
  onConfirm,
  children,
}: {
  title: string;
  loading: boolean;
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
        <>
          <Button variant="secondary" slot="close" isDisabled={loading}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            type={formId ? 'submit' : 'button'}
            form={formId}
            onPress={formId ? undefined : onConfirm}
            isDisabled={loading}
          >
            {confirm}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <ActionErrorAlert />
        {children}
      </Stack>
    </Dialog>
  );
}
