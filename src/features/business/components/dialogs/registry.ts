import type { DialogRegistry } from '../../../../ui';
import { ActivateAutoDeletionDialog } from './ActivateAutoDeletionDialog';
import { CancelTrialDialog } from './CancelTrialDialog';
import { DeactivateAutoDeletionDialog } from './DeactivateAutoDeletionDialog';
import { DeleteBusinessDialog } from './DeleteBusinessDialog';

/** The business account's dialogs, under the spec's namespaces (business, other). */
export const businessDialogs = {
  business: { 'cancel-trial': CancelTrialDialog, 'delete-business': DeleteBusinessDialog },
  other: {
    'activate-auto-deletion': ActivateAutoDeletionDialog,
    'deactivate-auto-deletion': DeactivateAutoDeletionDialog,
  },
} satisfies DialogRegistry;
