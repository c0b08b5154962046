import { createElement, use, type ComponentType } from 'react';
import { loadRemainingMessages, remainingMessagesLoaded } from './catalogue';

/** A view whose code loads on demand (TanStack Router's lazyRouteComponent). */
export type LazyView<P extends object> = ComponentType<P> & { preload?: () => Promise<void> };

/**
 * A view loaded on demand, made to wait for the rest of the messages too (catalogue.ts): its
 * code may use any message, the first page's catalogue has only the first page's. The router
 * preloads both before it shows the view; the render waits as well, should it come first.
 */
export function withRemainingMessages<P extends object>(view: LazyView<P>): LazyView<P> {
  function WithRemainingMessages(props: P) {
    if (!remainingMessagesLoaded()) use(loadRemainingMessages());
    return createElement(view, props);
  }
  WithRemainingMessages.preload = () =>
    Promise.all([view.preload?.(), loadRemainingMessages()]).then(() => undefined);
  return WithRemainingMessages;
}

/** Code loaded on demand (a feature's dialogs), ready once the rest of the messages is too. */
export const withRemainingMessagesLoaded =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadRemainingMessages()]).then(([loaded]) => loaded);
