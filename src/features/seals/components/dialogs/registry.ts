import type { DialogRegistry } from '../../../../ui';
import { AddSealMembersDialog } from './AddSealMembersDialog';
import { RemoveSealImageDialog } from './RemoveSealImageDialog';
import { RenameSealDialog } from './RenameSealDialog';

/** The seals feature's dialogs, in the spec's `business` namespace. */
export const sealDialogs = {
  business: {
    'rename-seal': RenameSealDialog,
    'remove-seal-image': RemoveSealImageDialog,
    'add-seal-members': AddSealMembersDialog,
  },
} satisfies DialogRegistry;
