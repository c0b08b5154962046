import type { DialogRegistry } from '../../../../ui';
import { ApiSecretDialog } from './ApiSecretDialog';
import { DeleteApiUserDialog, ResetApiUserDialog } from './ConfirmDialogs';
import { CreateApiUserDialog } from './CreateApiUserDialog';
import { EditApiUserDialog } from './EditApiUserDialog';

/** The developers feature's dialogs, in the spec's `business` namespace. */
export const developerDialogs = {
  business: {
    'create-api-user': CreateApiUserDialog,
    'edit-api-user': EditApiUserDialog,
    'api-user-secret': ApiSecretDialog,
    'reset-api-user': ResetApiUserDialog,
    'delete-api-user': DeleteApiUserDialog,
  },
} satisfies DialogRegistry;
