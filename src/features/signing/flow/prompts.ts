import { shell } from '../../../ui';
import type { SigningOverlayName } from './outcome';

/**
 * The signing flow asks one question at a time through the shell's hosts: a dialog resolves
 * with its action's payload, or null when it was closed without acting.
 */
export function askDialog<T = true>(
  namespace: string,
  name: string,
  props: Record<string, unknown> = {},
): Promise<T | null> {
  return new Promise((resolve) => {
    let answered = false;
    const id = shell.openDialog({
      namespace,
      name,
      props,
      onAction: (payload) => {
        answered = true;
        resolve((payload ?? true) as T);
      },
    });
    const stop = shell.subscribe(() => {
      if (shell.getState().dialog?.id === id) return;
      stop();
      if (!answered) resolve(null);
    });
  });
}

/** What an overlay's buttons mean to the flow; every button ends the overlay. */
export type OverlayChoice = 'close' | 'retry' | 'upgrade' | 'leave';

/** Shows an overlay until one of its buttons (or Escape) ends it. */
export function askOverlay(
  name: SigningOverlayName,
  props: Record<string, unknown> = {},
): Promise<OverlayChoice> {
  return new Promise((resolve) => {
    let answered = false;
    const id = shell.openOverlay({
      name,
      props,
      onAction: (action, payload) => {
        if (action !== 'complete') return;
        answered = true;
        resolve(
          ((payload as { choice?: OverlayChoice } | undefined)?.choice ?? 'close') as OverlayChoice,
        );
      },
    });
    const stop = shell.subscribe(() => {
      if (shell.getState().overlay?.id === id) return;
      stop();
      if (!answered) resolve('close');
    });
  });
}

/** Signing in progress: persistent, so neither Escape nor back navigation leave it. */
export function showProgress(): void {
  shell.openOverlay({ name: 'signing-in-progress', persistent: true });
}

/** Ends the progress overlay when nothing follows it (the signer cancelled a step). */
export function closeProgress(): void {
  if (shell.getState().overlay?.name === 'signing-in-progress')
    void shell.overlayAction('complete');
}
