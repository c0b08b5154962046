import { BUILT_CATALOGUES_ID, type BuiltCatalogue } from './built-catalogues';
import type { Locale } from './locales';

/** A catalogue: message id → ICU text (dev, tests) or its compiled AST (production builds). */
export type Messages = Record<string, string>;

/** Outside production builds (dev, tests), each catalogue is one JSON module, loaded whole. */
const sources: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-gb': () => import('./en-gb.json'),
  'de-ch': () => import('./de-ch.json'),
  'fr-ch': () => import('./fr-ch.json'),
  it: () => import('./it.json'),
};

/** Read by the shell: a catalogue the server no longer has is a new version, as a lost chunk. */
class CatalogueLoadError extends Error {
  override name = 'ChunkLoadError';
}

async function fetchMessages(url: string): Promise<Messages> {
  const response = await fetch(url);
  if (!response.ok) throw new CatalogueLoadError(`Messages ${url}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}

function builtCatalogue(locale: Locale): BuiltCatalogue {
  const element = document.getElementById(BUILT_CATALOGUES_ID);
  if (!element?.textContent) throw new Error(`index.html has no #${BUILT_CATALOGUES_ID}`);
  const catalogue = (JSON.parse(element.textContent) as Partial<Record<Locale, BuiltCatalogue>>)[
    locale
  ];
  if (!catalogue) throw new Error(`index.html names no messages for ${locale}`);
  return catalogue;
}

/**
 * The active language's messages. Production builds split each catalogue in two: the messages
 * the first page's code uses (the entry and what it imports; the build finds them there), which
 * the app waits for before its first render, and the rest, which code loaded later waits for
 * (`loadRemainingMessages`, alongside the route's or the dialog's own code). Both parts go into
 * the one object react-intl holds, so nothing renders again when the rest arrives.
 */
let complete = !import.meta.env.PARAPH_SPLIT_CATALOGUES;
let loadRest: (() => Promise<void>) | undefined;
let remaining: Promise<void> | undefined;

/** Loads the language's catalogue (its first-page part in production builds), once per app. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (!import.meta.env.PARAPH_SPLIT_CATALOGUES) return (await sources[locale]()).default;
  const built = builtCatalogue(locale);
  const firstPage = fetchMessages(built.firstPage);
  loadRest = async () => {
    const [messages, rest] = await Promise.all([firstPage, fetchMessages(built.rest)]);
    Object.assign(messages, rest);
    complete = true;
  };
  return firstPage;
}

/** Whether every message of the active language is there (always, outside production builds). */
export function remainingMessagesLoaded(): boolean {
  return complete;
}

/**
 * The rest of the active language's messages, loaded once (after `loadMessages`); a failed
 * load is tried again on the next call.
 */
export function loadRemainingMessages(): Promise<void> {
  if (complete) return Promise.resolve();
  if (!loadRest) return Promise.reject(new Error('loadRemainingMessages before loadMessages'));
  remaining ??= loadRest().catch((error: unknown) => {
    remaining = undefined;
    throw error;
  });
  return remaining;
}
