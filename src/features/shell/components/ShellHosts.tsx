import { useEffect } from 'react';
import { Modal, SnackbarRegion } from '../../../ui';
import { shell, useShellState } from '../store/shell';
import { dialogRegistry, overlayRegistry } from './dialog-registry';

function DialogHost() {
  const { dialog } = useShellState();
  const Content = dialog && dialogRegistry[dialog.namespace]?.[dialog.name];
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
        // The store keeps the dialog open when the handler fails; the dialog shows why.
        onAction={(payload) => void shell.dialogAction(payload).catch(() => undefined)}
      />
    </Modal>
  );
}

function OverlayHost() {
  const { overlay } = useShellState();
  const open = overlay !== null;
  useEffect(() => {
    if (!open) return;
    // Back navigation closes a non-persistent overlay, as Escape does.
    const onBack = () => void shell.dismissOverlay();
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [open]);
  const Content = overlay && overlayRegistry[overlay.name];
  if (!overlay || !Content) return null;
  return (
    <Content
      props={overlay.props}
      loading={overlay.loading}
      persistent={overlay.persistent}
      onOpenChange={(isOpen) => !isOpen && shell.dismissOverlay()}
      onAction={(action, payload) => void shell.overlayAction(action, payload)}
    />
  );
}

/** Always mounted in the root route: snackbars, the dialog host and the overlay host. */
export function ShellHosts() {
  return (
    <>
      <SnackbarRegion snackbars={shell.snackbars} />
      <DialogHost />
      <OverlayHost />
    </>
  );
}
