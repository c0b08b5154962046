import type { Loader } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from '../src/api/mocks/handlers';

/**
 * The contract's mock API in the browser: every operation answers its spec example (see
 * src/api/mocks/handlers.ts). The worker script is generated into ./public by
 * `npx msw init .storybook/public --save=false` and served through `staticDirs`.
 * A story changes answers with `parameters: { msw: { handlers: [...] } }`.
 */
export const worker = setupWorker(...handlers);

let started: Promise<unknown> | undefined;

export function startMockApi(): Promise<unknown> {
  started ??= worker
    .start({
      quiet: true,
      // Storybook's own files (modules, fonts, the iframe) are not API calls.
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: './mockServiceWorker.js' },
    })
    .catch((error: unknown) => {
      // Without a service worker (e.g. an insecure origin) stories still render, unmocked.
      console.warn('The mock API could not start', error);
    });
  return started;
}

/** Storybook loader: starts the worker once, then applies the story's own handlers. */
export const mswLoader: Loader = async ({ parameters }) => {
  await startMockApi();
  const overrides = (parameters.msw as { handlers?: HttpHandler[] } | undefined)?.handlers ?? [];
  worker.resetHandlers();
  if (overrides.length) worker.use(...overrides);
  return {};
};
