import type { Locale } from './locales';

/** A catalogue: typed as the committed ICU strings; production builds ship message ASTs. */
export type Messages = Record<string, string>;
type Part = () => Promise<{ default: Messages }>;

/**
 * Each locale's catalogue in the parts it ships in. Production builds serve the messages the
 * first page's code uses as `<locale>.json` and every other one as `<locale>.json?rest` (see
 * vite-plugins/catalogue-split.ts); dev, tests and Storybook load the whole catalogue at once.
 */
const parts: Record<Locale, { first: Part; rest?: Part }> = {
  'en-gb': {
    first: () => import('./en-gb.json'),
    rest: import.meta.env.PROD ? () => import('./en-gb.json?rest') : undefined,
  },
  'de-ch': {
    first: () => import('./de-ch.json'),
    rest: import.meta.env.PROD ? () => import('./de-ch.json?rest') : undefined,
  },
  'fr-ch': {
    first: () => import('./fr-ch.json'),
    rest: import.meta.env.PROD ? () => import('./fr-ch.json?rest') : undefined,
  },
  it: {
    first: () => import('./it.json'),
    rest: import.meta.env.PROD ? () => import('./it.json?rest') : undefined,
  },
};

let active: { messages: Promise<Messages>; rest?: Part } | undefined;
let markStarted: () => void;
const started = new Promise<void>((resolve) => (markStarted = resolve));
let completing: Promise<void> | undefined;

/**
 * Loads the first part of one locale's catalogue (only the active language is downloaded). The
 * object it resolves to is the one the app gives its IntlProvider: completeCatalogue adds the
 * rest to it in place, so no rendered message changes and nothing renders again.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const { first, rest } = parts[locale];
  const messages = first().then((module) => ({ ...module.default }));
  active = { messages, rest };
  markStarted();
  return messages;
}

async function addRest(): Promise<void> {
  await started;
  const { messages, rest } = active!;
  // Both requests at once: lazy code asking first must not wait for one round trip after another.
  const [all, more] = await Promise.all([messages, rest?.()]);
  if (more) Object.assign(all, more.default);
}

/**
 * Settles once the loaded catalogue holds every message: starts loading the rest on the first
 * call; after a failure (offline), the next call tries again.
 */
export function completeCatalogue(): Promise<void> {
  if (!completing) {
    completing = addRest();
    completing.catch(() => {
      completing = undefined;
    });
  }
  return completing;
}

/**
 * A dynamically imported module, resolved only once the catalogue is complete. Production
 * builds wrap every `import()` of the app in it (vite-plugins/lazy-after-catalogue.ts): code
 * outside the first page's chunks can only be reached through one, so it never renders before
 * its messages are there. The module and the catalogue's rest download side by side.
 */
export function afterCatalogue<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, completeCatalogue()]).then(([loaded]) => loaded);
}
