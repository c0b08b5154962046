import { useSyncExternalStore } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { problemMessage } from '../../../api/problem';

export interface ActionFailure {
  /** The spec's message for the action ("Failed to add observer"). */
  title: MessageDescriptor;
  /** Why, from the server's problem code. */
  detail: MessageDescriptor;
}

/*
 * The dialog host keeps a dialog open when its action throws but cannot say why; the opener's
 * handler records the failure here and the open dialog shows it. One slot is enough: the host
 * shows at most one dialog.
 */
let failure: ActionFailure | null = null;
const listeners = new Set<() => void>();

function set(next: ActionFailure | null) {
  failure = next;
  listeners.forEach((listener) => listener());
}

export const actionError = {
  get: () => failure,
  clear: () => set(null),
  set,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useActionError(): ActionFailure | null {
  return useSyncExternalStore(actionError.subscribe, actionError.get, actionError.get);
}

/**
 * Wraps a dialog's action: a failure is recorded with the given title and rethrown so the host
 * keeps the dialog open; success clears it.
 */
export function failingWith<Payload>(
  title: MessageDescriptor,
  run: (payload: Payload) => Promise<unknown>,
) {
  return async (payload?: unknown) => {
    actionError.clear();
    try {
      await run(payload as Payload);
    } catch (error) {
      set({ title, detail: problemMessage(error) });
      throw error;
    }
  };
}
