import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmActions, Dialog, Stack } from '../../../ui';
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
        <ActionErrorAlert />
        {children}
      </Stack>
    </Dialog>
  );
}
