import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { tokens } from '../../../design-tokens';
import type { StatusTone } from '../shared/tones';

/** The spec's snackbar message (its id is the queue's key). */
export interface SnackbarMessage {
  message: ReactNode;
  color?: StatusTone;
  /** Milliseconds before it closes by itself; spec default 3000. */
  duration?: number;
  /** Never closes by itself. */
  indefinite?: boolean;
  /** Shows a dismiss button; spec default true. */
  dismissible?: boolean;
  action?: { text: string; handler: () => void };
}

export type Snackbar = Required<Omit<SnackbarMessage, 'action'>> & Pick<SnackbarMessage, 'action'>;

export function withDefaults(message: SnackbarMessage): Snackbar {
  return {
    color: 'info',
    duration: tokens.durations.snackbar,
    indefinite: false,
    dismissible: true,
    ...message,
  };
}

/**
 * One queue per app (the shell owns it), shown by a SnackbarRegion. `show` returns the key so
 * the caller can close it early; the action closes its snackbar after running.
 */
export function createSnackbarQueue({ maxVisible = 3 } = {}) {
  const queue = new ToastQueue<Snackbar>({ maxVisibleToasts: maxVisible });
  return {
    queue,
    show(message: SnackbarMessage): string {
      const snackbar = withDefaults(message);
      return queue.add(snackbar, {
        timeout: snackbar.indefinite ? undefined : snackbar.duration,
      });
    },
    close(key: string) {
      queue.close(key);
    },
    clear() {
      queue.clear();
    },
  };
}

export type SnackbarQueue = ReturnType<typeof createSnackbarQueue>;
