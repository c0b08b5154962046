import { shellDialogs, shellOverlays } from './features/shell';
import type { DialogRegistry, OverlayRegistry } from './ui';

/**
 * Every dialog (by namespace and name) and full-screen overlay the hosts can show, gathered
 * from the features here because features never import one another.
 */
export const dialogs: DialogRegistry = {
  ...shellDialogs,
};

export const overlays: OverlayRegistry = {
  ...shellOverlays,
};
