import type { DialogRegistry } from '../../../../ui';
import { LeaveBusinessDialog } from './LeaveBusinessDialog';

/** The profile's dialogs, under the namespace `profile`. */
export const profileDialogs = {
  profile: { 'leave-business': LeaveBusinessDialog },
} satisfies DialogRegistry;
