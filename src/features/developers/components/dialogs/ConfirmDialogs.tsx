import { dangerConfirmation } from '../../../../ui';
import { messages } from '../../messages';

/** Resetting: the old secret stops working at once; the new one is shown next. */
export const ResetApiUserDialog = dangerConfirmation<{ username: string }>({
  cancel: messages.cancel,
  title: messages.resetTitle,
  text: messages.resetText,
  confirm: messages.resetConfirm,
  failed: messages.resetFailed,
});

export const DeleteApiUserDialog = dangerConfirmation<{ username: string }>({
  cancel: messages.cancel,
  title: messages.deleteTitle,
  text: messages.deleteText,
  confirm: messages.deleteConfirm,
  failed: messages.deleteFailed,
});
