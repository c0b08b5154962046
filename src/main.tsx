import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { configureApiEvents } from './api/client';
import { createQueryClient } from './api/query-client';
import { returnUrlStore } from './api/session';
import {
  applyAppStyles,
  installErrorHandling,
  isDirectSignPath,
  storeLanguage,
  storedLanguage,
} from './features/shell';
import { loadMessages } from './i18n/catalogue';
import { defaultLocale, detectLocale, matchLocale } from './i18n/locales';
import { createAppRouter } from './router';
import { UiProvider } from './ui';
// Self-hosted Inter and the global styles; the kit's barrel has no side effects, so that the
// bundler includes only the components a chunk uses.
import '../design-tokens/font';
import './ui/global.css';

installErrorHandling();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

configureApiEvents({
  onUnauthorized: () => {
    returnUrlStore.remember(router.state.location.href);
    queryClient.clear();
    void router.navigate({ to: '/login', replace: true });
  },
  onServerError: () => {
    if (router.state.location.pathname !== '/sorry') void router.navigate({ to: '/sorry' });
  },
});

/** A supported `lang` query is the visitor's choice: remembered for the next visits. */
function rememberLanguage(query: string | null, directSign: boolean) {
  const locale = matchLocale(query, directSign);
  if (locale) storeLanguage(locale);
}

async function start() {
  const query = new URLSearchParams(window.location.search).get('lang');
  // Italian only for guests in direct-sign mode (spec 1).
  const directSign = isDirectSignPath(window.location.pathname);
  rememberLanguage(query, directSign);
  const locale = detectLocale({
    query,
    stored: storedLanguage(),
    browser: navigator.languages,
    directSign,
  });
  // First: a page loaded on demand waits for the rest of the language's messages, which only
  // the catalogue's load can fetch (src/i18n/catalogue.ts).
  const catalogue = loadMessages(locale);
  // The first navigation (guard, route chunks, loader data) starts now, alongside the catalogue,
  // instead of after the first render; RouterProvider then adopts it rather than loading again.
  const firstNavigation = router.load().catch(console.error);
  // The router fetches a page's code only once every guard has passed; fetch the first page's
  // now, alongside the guard's user request. A failure surfaces when the router loads it itself.
  for (const { routeId } of router.matchRoutes(router.latestLocation)) {
    const route: AnyRoute = router.routesById[routeId as keyof typeof router.routesById];
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
  // The stylesheet loads alongside the code (see applyAppStyles); the first render waits for both,
  // and for the first page's data as long as the router would wait before showing its pending
  // view: the page then appears in one render, in slices, rather than as a loading state that the
  // data's arrival renders again at once, in one long task (TBT 708 → 1141 ms when it did).
  const firstPageData = Promise.race([
    firstNavigation,
    new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs ?? 1000)),
  ]);
  const [messages] = await Promise.all([catalogue, applyAppStyles(), firstPageData]);
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = createRoot(root);
  // A transition lets React render the first page in slices, yielding to the browser between
  // them, rather than in one long task that blocks input while the page appears.
  startTransition(() =>
    app.render(
      <StrictMode>
        <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages}>
          <UiProvider>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </UiProvider>
        </IntlProvider>
      </StrictMode>,
    ),
  );
}

// A task of its own: evaluating the code is one long task already, and the first page's requests,
// stylesheet and router start would lengthen it (by 20–55 ms unthrottled, four times that on a
// phone's CPU) while the page cannot answer a tap.
setTimeout(() => void start(), 0);
