import type {
  DialogMap,
  OverlayMap,
  PropsArgument,
  RegisteredDialogs,
  RegisteredOverlays,
} from './registry';

/**
 * The shell's one store: at most one dialog and one overlay at a time. Plain functions over a
 * tiny subscribable state so the rules are testable without React (useShellState reads it).
 */
export type ActionHandler = (payload?: unknown) => unknown;

export interface ActiveDialog {
  id: number;
  namespace: string;
  name: string;
  props: Record<string, unknown>;
  onAction?: ActionHandler;
  loading: boolean;
  /** Why the last action failed; the dialog shows it and stays open. Null until then. */
  error: unknown;
}

export interface ActiveOverlay {
  id: number;
  name: string;
  props: Record<string, unknown>;
  onAction?: (action: string, payload?: unknown) => unknown;
  /** Escape and back navigation leave a persistent overlay (signing in progress) alone. */
  persistent: boolean;
  loading: boolean;
}

export interface ShellState {
  dialog: ActiveDialog | null;
  overlay: ActiveOverlay | null;
}

type Props = Record<string, unknown>;
// What the state keeps of a request: any entry, its types already checked at the opener.
type StoredDialog = Omit<ActiveDialog, 'id' | 'loading' | 'props' | 'error'> & { props?: Props };
type StoredOverlay = Omit<ActiveOverlay, 'id' | 'loading' | 'props' | 'persistent'> & {
  props?: Props;
  persistent?: boolean;
};

/** Which dialog, with its props: a wrong name or wrong props is a type error. */
export type DialogOpening<
  Dialogs extends DialogMap,
  N extends keyof Dialogs,
  K extends keyof Dialogs[N],
> = { namespace: N; name: K } & PropsArgument<Dialogs[N][K]['props']>;

/** Opens a dialog; its action receives the dialog's payload. */
export type DialogRequest<
  Dialogs extends DialogMap,
  N extends keyof Dialogs,
  K extends keyof Dialogs[N],
> = DialogOpening<Dialogs, N, K> & {
  onAction?: (payload: Dialogs[N][K]['payload']) => unknown;
};

export type OverlayRequest<Overlays extends OverlayMap, K extends keyof Overlays> = {
  name: K;
  onAction?: (action: string, payload?: Overlays[K]['payload']) => unknown;
  persistent?: boolean;
} & PropsArgument<Overlays[K]['props']>;

/**
 * `Dialogs` and `Overlays` are the type maps the app registers; a test can bring its own.
 * Openers are checked against them; the state itself holds any entry.
 */
export function createShellStore<
  Dialogs extends DialogMap = RegisteredDialogs,
  Overlays extends OverlayMap = RegisteredOverlays,
>() {
  let state: ShellState = { dialog: null, overlay: null };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<ShellState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  // Loading changes apply only to the dialog/overlay they began on.
  const patchDialog = (id: number, patch: Partial<ActiveDialog>) => {
    if (state.dialog?.id === id) set({ dialog: { ...state.dialog, ...patch } });
  };
  const patchOverlay = (id: number, patch: Partial<ActiveOverlay>) => {
    if (state.overlay?.id === id) set({ overlay: { ...state.overlay, ...patch } });
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Replaces whatever dialog is open; returns its id. */
    openDialog<N extends keyof Dialogs & string, K extends keyof Dialogs[N] & string>(
      request: DialogRequest<Dialogs, N, K>,
    ): number {
      const id = nextId++;
      set({ dialog: { props: {}, ...(request as StoredDialog), id, loading: false, error: null } });
      return id;
    },
    closeDialog() {
      set({ dialog: null });
    },
    /**
     * Loading on, run the handler, close if the same dialog is still open. A failing handler
     * leaves the dialog open with the error on it, so the dialog itself can say why.
     */
    async dialogAction(payload?: unknown) {
      const dialog = state.dialog;
      if (!dialog) return;
      patchDialog(dialog.id, { loading: true, error: null });
      try {
        await dialog.onAction?.(payload);
        if (state.dialog?.id === dialog.id) set({ dialog: null });
        else patchDialog(dialog.id, { loading: false });
      } catch (error) {
        patchDialog(dialog.id, { loading: false, error: error ?? new Error('Action failed') });
      }
    },

    openOverlay<K extends keyof Overlays & string>(request: OverlayRequest<Overlays, K>): number {
      const id = nextId++;
      const entry = request as StoredOverlay;
      set({ overlay: { props: {}, persistent: false, ...entry, id, loading: false } });
      return id;
    },
    /** Only 'complete' closes the overlay; a failing handler leaves it open and idle. */
    async overlayAction(action: string, payload?: unknown) {
      const overlay = state.overlay;
      if (!overlay) return;
      patchOverlay(overlay.id, { loading: true });
      try {
        await overlay.onAction?.(action, payload);
        if (action === 'complete' && state.overlay?.id === overlay.id) set({ overlay: null });
      } catch {
        // The overlay itself shows the failure; the rule is only that it stays.
      } finally {
        patchOverlay(overlay.id, { loading: false });
      }
    },
    /** Escape or back navigation: closes a non-persistent overlay only. */
    dismissOverlay(): boolean {
      if (!state.overlay || state.overlay.persistent) return false;
      set({ overlay: null });
      return true;
    },
  };
}

export type ShellStore = ReturnType<typeof createShellStore>;
