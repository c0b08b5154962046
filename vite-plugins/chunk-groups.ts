import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

const packages = (names: string[]) =>
  new RegExp(`node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

const framework = packages([
  'react',
  'react-dom',
  'scheduler',
  '@tanstack',
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'openapi-fetch',
  'openapi-react-query',
  'use-sync-external-store',
]);

const aria = packages([
  'react-aria',
  'react-aria-components',
  'react-stately',
  '@react-aria',
  '@react-stately',
  '@internationalized',
]);

// Our own shared layer; the PDF viewer stays out, with pdf.js, for the pages that show one.
const kit = (id: string) =>
  /src[\\/](?:ui|api|navigation)[\\/]|design-tokens[\\/]|node_modules[\\/]@vanilla-extract[\\/]/.test(
    id,
  ) && !/DocumentViewer|pdfjs/.test(id);

const widget = (id: string) => aria.test(id) || kit(id);

/** The widget groups' name; rolldown names each group's chunk `widgets~<its importers>`. */
const WIDGETS = 'widgets';

/**
 * A few shared chunks instead of dozens of small ones. The server speaks HTTP/1.1, where every
 * extra file on the first load costs a round trip on one of six connections; left alone, the
 * bundler splits the first page into some ninety files. Route pages stay chunks of their own.
 * The widgets (react-aria and the kit) are split by who needs them: the first page's come with
 * the entry (`$initial`: the entry's static imports, the dashboard's view included, see
 * vite.config.ts; lazy barrels make that exact); the rest are grouped by the exact set of pages
 * and dialogs that use them, so a page fetches only widgets it draws. Merging small groups
 * (rolldown's entriesAwareMergeThreshold) saved files but blended other pages' widgets into
 * what a page loads: at 40 KB the request page loaded date pickers, tables and charts (66 KB
 * gzip of its own code instead of 28), and at 1 KB still 37. /dashboard loads three scripts
 * and its first messages: the entry, framework and the runtime.
 */
export const chunkGroups: CodeSplittingGroup[] = [
  {
    // What every page runs: React, the router, queries, messages and the API client.
    name: 'framework',
    priority: 3,
    test: framework,
  },
  {
    // Everything else the entry imports statically (the shell, the dashboard's view, the
    // widgets they draw and the small modules they share with other pages): one file with the
    // entry rather than a dozen of a few hundred bytes each.
    name: 'first-page',
    priority: 2,
    tags: ['$initial'],
  },
  {
    // Every other widget, in chunks per set of pages and dialogs using them.
    name: WIDGETS,
    priority: 1,
    entriesAware: true,
    test: widget,
  },
];

/**
 * A widget group is named after every page and dialog using it (`widgets~_id~registry~…`, up to
 * a hundred characters), and the entry lists every lazy chunk's files for preloading: hash-only
 * names save the first page 0.5 KB gzip and say as much to a browser.
 */
export const chunkFileNames = ({ name }: { name: string }) =>
  name.startsWith(`${WIDGETS}~`) ? 'assets/w-[hash].js' : 'assets/[name]-[hash].js';
