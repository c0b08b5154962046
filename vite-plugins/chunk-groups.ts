import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

const packages = (names: string[]) =>
  new RegExp(`node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

/**
 * Three shared chunks instead of dozens of small ones. The server speaks HTTP/1.1, where every
 * extra file on the first load costs a round trip on one of six connections; left alone, the
 * bundler split the first page into some sixty files. Route pages stay chunks of their own.
 */
export const chunkGroups: CodeSplittingGroup[] = [
  {
    // What every page runs: React, the router, queries, messages and the API client.
    name: 'framework',
    priority: 3,
    test: packages([
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
    ]),
  },
  {
    // The UI kit's foundation, shared by nearly every page.
    name: 'aria',
    priority: 2,
    test: packages([
      'react-aria',
      'react-aria-components',
      'react-stately',
      '@react-aria',
      '@react-stately',
      '@internationalized',
    ]),
  },
  {
    // Our own shared layer; the PDF viewer stays out, with pdf.js, for the pages that show one.
    name: 'kit',
    priority: 1,
    test: (id) =>
      /src[\\/](?:ui|api|navigation)[\\/]|design-tokens[\\/]|node_modules[\\/]@vanilla-extract[\\/]/.test(
        id,
      ) && !/DocumentViewer|pdfjs/.test(id),
  },
];
