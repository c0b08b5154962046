import type { DialogRegistry } from '../../ui';
import { AddSignerGroupDialog } from './components/AddSignerGroupDialog';
import { SendRequestDialog } from './components/SendRequestDialog';

/** The feature's dialogs, merged into the app's registry in src/dialogs.ts. */
export const prepareDialogs = {
  document: { 'send-request': SendRequestDialog, 'add-signer-group': AddSignerGroupDialog },
} satisfies DialogRegistry;
