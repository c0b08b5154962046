import {
  shell,
  type DialogOpening,
  type RegisteredDialogs,
  type RegisteredOverlays,
} from '../../../ui';
import type {
  SigningOverlayAnswer,
  SigningOverlayProps,
} from '../components/overlays/SigningOverlays';
import type { SigningOverlayName } from './outcome';

type Dialogs = RegisteredDialogs;
/** A dialog without a payload answers `true` ("go on"). */
type Answer<Payload> = [Payload] extends [void] ? true : Payload;

/**
 * The signing flow asks one question at a time through the shell's hosts: a dialog resolves
 * with its action's payload, or null when it was closed without acting. With `act`, the answer
 * is acted on first (e.g. the acceptance saved); a failing `act` keeps the dialog open with
 * the reason on it, and the user may try again or close it.
 */
export function askDialog<N extends keyof Dialogs & string, K extends keyof Dialogs[N] & string>(
  opening: DialogOpening<Dialogs, N, K>,
  act?: (payload: Dialogs[N][K]['payload']) => Promise<unknown>,
): Promise<Answer<Dialogs[N][K]['payload']> | null> {
  return new Promise((resolve) => {
    let answered = false;
    const id = shell.openDialog<N, K>({
      ...opening,
      onAction: async (payload) => {
        await act?.(payload);
        answered = true;
        resolve((payload ?? true) as Answer<Dialogs[N][K]['payload']>);
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
  props: SigningOverlayProps = {},
): Promise<OverlayChoice> {
  return new Promise((resolve) => {
    let answered = false;
    const id = shell.openOverlay({
      name,
      props,
      onAction: (action, payload?: SigningOverlayAnswer) => {
        if (action !== 'complete') return;
        answered = true;
        resolve(payload?.choice ?? 'close');
      },
    });
    const stop = shell.subscribe(() => {
      if (shell.getState().overlay?.id === id) return;
      stop();
      if (!answered) resolve('close');
    });
  });
}

/** The overlays a signer confirms before signing: Continue ends them, Cancel closes them. */
export type ConfirmingOverlay = 'mobile-aes' | 'part-11-verification';

/** Shows a confirming overlay: true when Continue ended it, false when it was closed. */
export function confirmOverlay<K extends ConfirmingOverlay>(
  name: K,
  props: RegisteredOverlays[K]['props'],
): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const id = shell.openOverlay<ConfirmingOverlay>({
      name,
      props,
      onAction: (action) => {
        if (action !== 'complete') return;
        answered = true;
        resolve(true);
      },
    });
    const stop = shell.subscribe(() => {
      if (shell.getState().overlay?.id === id) return;
      stop();
      if (!answered) resolve(false);
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
