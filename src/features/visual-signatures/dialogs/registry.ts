import type { DialogRegistry, OverlayRegistry } from '../../../ui';
import { EditSignatureOverlay } from '../overlays/EditSignatureOverlay';
import { DeleteVisualSignatureDialog } from './DeleteVisualSignatureDialog';

/** The spec's "delete visual signature" dialog (namespace other), merged into src/dialogs.ts. */
export const visualSignatureDialogs = {
  other: { 'delete-visual-signature': DeleteVisualSignatureDialog },
} satisfies DialogRegistry;

/** The spec's "edit signature" full-screen overlay. */
export const visualSignatureOverlays = {
  'edit-signature': EditSignatureOverlay,
} satisfies OverlayRegistry;
