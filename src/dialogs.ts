import { shellDialogs, shellOverlays } from './features/shell';
import type { HostEntries, HostSource } from './ui';

/** The shell's own base dialog and overlay, there from the first paint. */
export const initialHostEntries: HostEntries = { dialogs: shellDialogs, overlays: shellOverlays };

/**
 * Every feature's dialogs (by namespace and name) and full-screen overlays, gathered here
 * because features never import one another, and loaded only when one is first opened.
 */
export const hostSources: HostSource[] = [
  () => import('./features/prepare/dialogs').then((m) => ({ dialogs: m.prepareDialogs })),
  () =>
    import('./features/requests/dialogs/RequestDialogs').then((m) => ({
      dialogs: m.requestDialogs,
    })),
  () =>
    Promise.all([
      import('./features/signing/components/dialogs/registry'),
      import('./features/signing/components/overlays/SigningOverlays'),
    ]).then(([dialogs, overlays]) => ({
      dialogs: dialogs.signingDialogs,
      overlays: overlays.signingOverlays,
    })),
];
