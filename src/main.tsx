import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { configureApiEvents } from './api/client';
import { createQueryClient } from './api/query-client';
import { returnUrlStore } from './api/session';
import { defaultLocale, detectLocale, loadMessages } from './i18n/locales';
import { createAppRouter } from './router';
import { UiProvider } from './ui';
import './ui/global.css';

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

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem('lang');
  } catch {
    return null;
  }
}

async function start() {
  const query = new URLSearchParams(window.location.search).get('lang');
  const locale = detectLocale({ query, stored: storedLanguage(), browser: navigator.languages });
  const messages = await loadMessages(locale);
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages}>
        <UiProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </UiProvider>
      </IntlProvider>
    </StrictMode>,
  );
}

void start();
