import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import deCh from '../src/i18n/de-ch.json';
import enGb from '../src/i18n/en-gb.json';
import frCh from '../src/i18n/fr-ch.json';
import it from '../src/i18n/it.json';
import '../design-tokens/font';
import '../src/ui/global.css';
import { configure } from 'storybook/test';
import { mswLoader } from './msw';
import { UiProvider, shell } from '../src/ui';
import { clearAnnouncements } from '../stories/live-announcer';
import { loaded } from '../stories/waits';

// findBy…/waitFor give up after 1 s by default: too soon on a loaded machine (stories/waits.ts).
configure({ asyncUtilTimeout: loaded.timeout });

const catalogues: Record<string, Record<string, string>> = {
  'en-gb': enGb,
  'de-ch': deCh,
  'fr-ch': frCh,
  it,
};

/** Each story gets its own query cache, so no story leaks data into another. */
function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function ThemeScope({ theme, children }: { theme: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return children;
}

const withProviders: Decorator = (Story, { globals }) => {
  const locale = String(globals.locale ?? 'en-gb');
  return (
    <IntlProvider locale={locale} defaultLocale="en-gb" messages={catalogues[locale] ?? enGb}>
      <QueryScope>
        <ThemeScope theme={String(globals.theme ?? 'light')}>
          <UiProvider>
            <Story />
          </UiProvider>
        </ThemeScope>
      </QueryScope>
    </IntlProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader],
  // The shell is one app-wide store and react-aria's live region one document-wide node: no
  // story inherits the previous one's snackbars, dialog or announcements.
  beforeEach: () => {
    shell.snackbars.clear();
    shell.closeDialog();
    clearAnnouncements();
  },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { icon: 'globe', items: Object.keys(catalogues), dynamicTitle: true },
    },
    theme: {
      description: 'Theme',
      toolbar: { icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en-gb', theme: 'light' },
  parameters: {
    layout: 'centered',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
