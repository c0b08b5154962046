import type { DialogRegistry, OverlayRegistry } from '../../../ui';
import { SignerGroupOverlay } from '../components/SignerGroupOverlay';
import { DeleteSignerGroupDialog } from './DeleteSignerGroupDialog';

/** The spec's "delete signer group" dialog (namespace other), merged into src/dialogs.ts. */
export const signerGroupDialogs = {
  other: { 'delete-signer-group': DeleteSignerGroupDialog },
} satisfies DialogRegistry;

/** The spec's "create signer group" full-screen overlay, which edits a group too. */
export const signerGroupOverlays = {
  'create-signer-group': SignerGroupOverlay,
} satisfies OverlayRegistry;
