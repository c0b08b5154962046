import { describe, expect, it, vi } from 'vitest';
import type { HostedSpec } from './registry';
import { createShellStore as createStore } from './shell-store';

// The store's rules do not depend on the app's dialogs: the tests bring their own type map.
type TestDialogs = {
  document: { withdraw: HostedSpec };
  profile: { 'delete-account': HostedSpec<{ a: number }> };
  other: { base: HostedSpec<object, string | undefined>; next: HostedSpec };
};
type TestOverlays = {
  'signing-success': HostedSpec;
  'signing-in-progress': HostedSpec;
  'add-seats': HostedSpec;
  'edit-signature': HostedSpec;
};
const createShellStore = () => createStore<TestDialogs, TestOverlays>();

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('dialogs', () => {
  it('keeps one dialog at a time', () => {
    const store = createShellStore();
    store.openDialog({ namespace: 'document', name: 'withdraw' });
    store.openDialog({ namespace: 'profile', name: 'delete-account', props: { a: 1 } });
    expect(store.getState().dialog).toMatchObject({
      namespace: 'profile',
      name: 'delete-account',
      props: { a: 1 },
    });
  });

  it('shows loading while the action runs, then closes', async () => {
    const store = createShellStore();
    const work = deferred();
    const onAction = vi.fn(() => work.promise);
    store.openDialog({ namespace: 'other', name: 'base', onAction });
    const done = store.dialogAction('yes');
    expect(onAction).toHaveBeenCalledWith('yes');
    expect(store.getState().dialog?.loading).toBe(true);
    work.resolve();
    await done;
    expect(store.getState().dialog).toBeNull();
  });

  it('leaves a dialog opened by the handler alone', async () => {
    const store = createShellStore();
    store.openDialog({
      namespace: 'other',
      name: 'base',
      onAction: () => void store.openDialog({ namespace: 'other', name: 'next' }),
    });
    await store.dialogAction();
    expect(store.getState().dialog).toMatchObject({ name: 'next', loading: false });
  });

  it('stays open with the error on the dialog when the handler fails', async () => {
    const store = createShellStore();
    const failure = new Error('x');
    store.openDialog({ namespace: 'other', name: 'base', onAction: () => Promise.reject(failure) });
    await store.dialogAction();
    expect(store.getState().dialog).toMatchObject({ name: 'base', loading: false, error: failure });
  });

  it('forgets the last error when the action runs again, and closes once it succeeds', async () => {
    const store = createShellStore();
    const work = deferred();
    const onAction = vi.fn().mockRejectedValueOnce(new Error('x')).mockReturnValue(work.promise);
    store.openDialog({ namespace: 'other', name: 'base', onAction });
    await store.dialogAction();
    const again = store.dialogAction();
    expect(store.getState().dialog).toMatchObject({ loading: true, error: null });
    work.resolve();
    await again;
    expect(store.getState().dialog).toBeNull();
  });

  it('closes on a close event and tells subscribers', () => {
    const store = createShellStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.openDialog({ namespace: 'other', name: 'base' });
    store.closeDialog();
    expect(store.getState().dialog).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('overlays', () => {
  it('closes only on complete', async () => {
    const store = createShellStore();
    store.openOverlay({ name: 'signing-success', onAction: () => undefined });
    await store.overlayAction('retry');
    expect(store.getState().overlay).toMatchObject({ name: 'signing-success', loading: false });
    await store.overlayAction('complete');
    expect(store.getState().overlay).toBeNull();
  });

  it('shows loading during an action and stays open on error', async () => {
    const store = createShellStore();
    const work = deferred();
    store.openOverlay({ name: 'add-seats', onAction: () => work.promise });
    const done = store.overlayAction('complete');
    expect(store.getState().overlay?.loading).toBe(true);
    work.reject(new Error('payment failed'));
    await done;
    expect(store.getState().overlay).toMatchObject({ name: 'add-seats', loading: false });
  });

  it('dismisses a non-persistent overlay but never a persistent one', () => {
    const store = createShellStore();
    store.openOverlay({ name: 'signing-in-progress', persistent: true });
    expect(store.dismissOverlay()).toBe(false);
    expect(store.getState().overlay).not.toBeNull();
    store.openOverlay({ name: 'edit-signature' });
    expect(store.dismissOverlay()).toBe(true);
    expect(store.getState().overlay).toBeNull();
  });
});
