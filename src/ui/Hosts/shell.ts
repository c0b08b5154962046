import { useSyncExternalStore } from 'react';
import { createSnackbarQueue } from '../Toast/snackbar-queue';
import { createShellStore } from './shell-store';

/** The app's single shell: dialog and overlay state plus the snackbar queue the hosts render. */
export const shell = { ...createShellStore(), snackbars: createSnackbarQueue() };

export function useShellState() {
  return useSyncExternalStore(shell.subscribe, shell.getState);
}
