import { useEffect } from 'react';
import { problemMessage } from '../../../api/problem';
import {
  Modal,
  SnackbarRegion,
  shell,
  useShellState,
  type DialogRegistry,
  type HostEntries,
  type HostSource,
  type OverlayRegistry,
} from '../../../ui';
import { useHostEntries } from './use-host-entries';

function DialogHost({ dialogs }: { dialogs: DialogRegistry }) {
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

function OverlayHost({ overlays }: { overlays: OverlayRegistry }) {
  const { overlay } = useShellState();
  const open = overlay !== null;
  useEffect(() => {
    if (!open) return;
    // Back navigation closes a non-persistent overlay, as Escape does.
    const onBack = () => void shell.dismissOverlay();
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [open]);
  const Content = overlay && overlays[overlay.name];
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

/**
 * Always mounted in the root route: snackbars, the dialog host and the overlay host. `initial`
 * entries are there from the start; each feature's come from `sources` when first needed.
 */
export function ShellHosts({
  initial,
  sources = [],
}: {
  initial: HostEntries;
  sources?: HostSource[];
}) {
  const { dialog, overlay } = useShellState();
  const { dialogs, overlays } = useHostEntries(
    initial,
    sources,
    Boolean(
      (dialog && !initial.dialogs?.[dialog.namespace]?.[dialog.name]) ||
      (overlay && !initial.overlays?.[overlay.name]),
    ),
  );
  return (
    <>
      <SnackbarRegion snackbars={shell.snackbars} />
      <DialogHost dialogs={dialogs} />
      <OverlayHost overlays={overlays} />
    </>
  );
}
