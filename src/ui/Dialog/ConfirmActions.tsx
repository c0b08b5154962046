import type { ReactNode } from 'react';
import { Button } from '../Button/Button';

export interface ConfirmActionsProps {
  cancel: string;
  confirm: string;
  /** The action runs: both buttons wait. */
  busy: boolean;
  /** The confirm button submits this form; without it the button calls `onConfirm`. */
  formId?: string;
  onConfirm?: () => void;
  danger?: boolean;
  /** Shown between the two, e.g. "send the code again". */
  extra?: ReactNode;
}

/** A dialog's usual footer: cancel (closes the dialog) and the one action it is about. */
export function ConfirmActions({
  cancel,
  confirm,
  busy,
  formId,
  onConfirm,
  danger = false,
  extra,
}: ConfirmActionsProps) {
  return (
    <>
      <Button variant="secondary" slot="close" isDisabled={busy}>
        {cancel}
      </Button>
      {extra}
      <Button
        variant={danger ? 'danger' : 'primary'}
        type={formId ? 'submit' : 'button'}
        form={formId}
        onPress={formId ? undefined : onConfirm}
        isDisabled={busy}
      >
        {confirm}
      </Button>
    </>
  );
}
