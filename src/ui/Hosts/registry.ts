import type { ComponentType } from 'react';

/** What the dialog host hands a dialog: its props, whether its action runs, and the action. */
export interface DialogContentProps<Props = Record<string, unknown>> {
  props: Props;
  loading: boolean;
  onAction: (payload?: unknown) => void;
}

/** What the overlay host hands an overlay; only the 'complete' action closes it. */
export interface OverlayContentProps<Props = Record<string, unknown>> {
  props: Props;
  loading: boolean;
  persistent: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: string, payload?: unknown) => void;
}

// Each entry declares its own props type; the host passes whatever the opener gave.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProps = any;

/** Dialogs by namespace (document, business, profile, other) and name. */
export type DialogRegistry = Record<
  string,
  Record<string, ComponentType<DialogContentProps<AnyProps>>>
>;
/** Full-screen overlays by name. */
export type OverlayRegistry = Record<string, ComponentType<OverlayContentProps<AnyProps>>>;

/** What one feature adds to the hosts. */
export interface HostEntries {
  dialogs?: DialogRegistry;
  overlays?: OverlayRegistry;
}

/**
 * Loads one feature's entries. Sources are fetched the first time a dialog or overlay is
 * asked for that is not known yet, so no feature's dialogs weigh on the first page load.
 */
export type HostSource = () => Promise<HostEntries>;

/** Namespaces shared by several features (`document`, `other`) are merged, not replaced. */
export function mergeHostEntries(entries: HostEntries[]): Required<HostEntries> {
  const dialogs: DialogRegistry = {};
  const overlays: OverlayRegistry = {};
  for (const entry of entries) {
    for (const [namespace, named] of Object.entries(entry.dialogs ?? {})) {
      dialogs[namespace] = { ...dialogs[namespace], ...named };
    }
    Object.assign(overlays, entry.overlays);
  }
  return { dialogs, overlays };
}
