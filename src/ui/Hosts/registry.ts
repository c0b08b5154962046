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
