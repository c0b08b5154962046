import { problemMessage } from '../../../api/problem';
import { Modal, shell, useShellState, type DialogRegistry } from '../../../ui';

/** The open dialog in its modal (loaded with the first dialog, see ShellHosts). */
export function DialogHost({ dialogs }: { dialogs: DialogRegistry }) {
  const { dialog } = useShellState();
  const Content = dialog && dialogs[dialog.namespace]?.[dialog.name];
  if (!dialog || !Content) return null;
  return (
    <Modal
      isOpen
      isDismissable={!dialog.loading}
      isKeyboardDismissDisabled={dialog.loading}
      onOpenChange={(open) => !open && shell.closeDialog()}
    >
      <Content
        props={dialog.props}
        loading={dialog.loading}
        // A failed action keeps the dialog open with its error; the dialog says why.
        failure={dialog.error == null ? null : problemMessage(dialog.error)}
        onAction={(payload) => void shell.dialogAction(payload)}
      />
    </Modal>
  );
}
