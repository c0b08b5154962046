import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRemainingMessages, withRemainingMessagesLoaded } from './lazy-views';

/** The rest of the messages, as src/i18n/catalogue.ts loads it: one promise until it is there. */
const rest = vi.hoisted(() => {
  let resolve = () => {};
  let promise = Promise.resolve();
  const state = {
    loaded: true,
    reset() {
      state.loaded = false;
      promise = new Promise<void>((done) => {
        resolve = () => {
          state.loaded = true;
          done();
        };
      });
    },
    arrive: () => resolve(),
    load: () => (state.loaded ? Promise.resolve() : promise),
  };
  return state;
});

vi.mock('./catalogue', () => ({
  remainingMessagesLoaded: () => rest.loaded,
  loadRemainingMessages: () => rest.load(),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withRemainingMessages', () => {
  afterEach(() => rest.arrive());

  it('preloads the view’s code and the rest of the messages, and resolves when both are in', async () => {
    rest.reset();
    const code = vi.fn(() => Promise.resolve());
    const view = Object.assign(() => <p>Members</p>, { preload: code });
    let done = false;
    void withRemainingMessages(view)
      .preload?.()
      .then(() => (done = true));
    await settle();
    expect(code).toHaveBeenCalledOnce();
    expect(done).toBe(false);
    rest.arrive();
    await settle();
    expect(done).toBe(true);
  });

  it('renders the view only once the rest of the messages is there', async () => {
    rest.reset();
    const View = withRemainingMessages(({ title }: { title: string }) => <p>{title}</p>);
    // Rendered inside an awaited act: React retries a suspended render only there.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <View title="Members" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {
      rest.arrive();
      await settle();
    });
    expect(screen.getByText('Members')).toBeTruthy();
  });
});

describe('withRemainingMessagesLoaded', () => {
  it('gives what the loader loads, once the rest of the messages is there too', async () => {
    rest.reset();
    const load = withRemainingMessagesLoaded(() => Promise.resolve({ dialogs: 'members' }));
    let loaded: unknown;
    void load().then((value) => (loaded = value));
    await settle();
    expect(loaded).toBeUndefined();
    rest.arrive();
    await settle();
    expect(loaded).toEqual({ dialogs: 'members' });
  });
});
