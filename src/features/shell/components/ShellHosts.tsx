import { useEffect } from 'react';
import {
  deferredModule,
  SnackbarRegion,
  shell,
  useShellState,
  type HostEntries,
  type HostSource,
  type OverlayRegistry,
} from '../../../ui';
import { useHostEntries } from './use-host-entries';

// The modal's code comes with the first dialog, alongside the dialog's own.
const DialogHost = deferredModule(() => import('./DialogHost')).part('DialogHost');

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
 * entries are there from the start (stories); the app's come from `sources` when first needed.
 */
export function ShellHosts({
  initial = {},
  sources = [],
}: {
  initial?: HostEntries;
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
      {dialog && <DialogHost dialogs={dialogs} />}
      <OverlayHost overlays={overlays} />
    </>
  );
}
