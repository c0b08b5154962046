import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** A dialog without props of its own: the opener passes none. */
export type NoProps = Record<string, never>;

/** What the dialog host hands a dialog: its props, whether its action runs, and the action. */
export interface DialogContentProps<Props = NoProps, Payload = void> {
  props: Props;
  loading: boolean;
  /** Why the last action failed (the problem's message, to translate); null while all is well. */
  failure: MessageDescriptor | null;
  onAction: (payload: Payload) => void;
}

/** What the overlay host hands an overlay; only the 'complete' action closes it. */
export interface OverlayContentProps<Props = NoProps, Payload = void> {
  props: Props;
  loading: boolean;
  persistent: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: string, payload?: Payload) => void;
}

/** One dialog's or overlay's contract: what its opener passes, what its action hands back. */
export interface HostedSpec<Props = NoProps, Payload = void> {
  props: Props;
  payload: Payload;
}

// The maps hold every entry's own types; `any` only widens the shape they must fit.
/* eslint-disable @typescript-eslint/no-explicit-any */
/** Dialogs by namespace (document, business, profile, other) and name. */
export type DialogMap = Record<string, Record<string, HostedSpec<any, any>>>;
/** Full-screen overlays by name. */
export type OverlayMap = Record<string, HostedSpec<any, any>>;

type DialogComponent = ComponentType<DialogContentProps<any, any>>;
type OverlayComponent = ComponentType<OverlayContentProps<any, any>>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Dialog components by namespace and name, as a feature declares them. */
export type DialogRegistry = Record<string, Record<string, DialogComponent>>;
/** Overlay components by name. */
export type OverlayRegistry = Record<string, OverlayComponent>;

type SpecOfDialog<C> = C extends (props: DialogContentProps<infer P, infer A>) => unknown
  ? HostedSpec<P, A>
  : never;
type SpecOfOverlay<C> = C extends (props: OverlayContentProps<infer P, infer A>) => unknown
  ? HostedSpec<P, A>
  : never;

/** The type map of a registry (or an intersection of several): namespace → name → spec. */
export type DialogSpecs<R> = { [N in keyof R]: { [K in keyof R[N]]: SpecOfDialog<R[N][K]> } };
export type OverlaySpecs<R> = { [K in keyof R]: SpecOfOverlay<R[K]> };

/**
 * The app fills this in (declaration merging in src/dialogs.ts) with `dialogs` and `overlays`
 * type maps. The UI kit stays unaware of features, yet opening a dialog by a wrong name or with
 * wrong props is a type error everywhere.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HostRegister {}

export type RegisteredDialogs = HostRegister extends { dialogs: infer D extends DialogMap }
  ? D
  : DialogMap;
export type RegisteredOverlays = HostRegister extends { overlays: infer O extends OverlayMap }
  ? O
  : OverlayMap;

/** Props are optional for an entry whose props are all optional, and required otherwise. */
export type PropsArgument<Props> = NoProps extends Props ? { props?: Props } : { props: Props };

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
