import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { BUILT_CATALOGUES_ID, type BuiltCatalogue } from '../src/i18n/built-catalogues';
import { locales } from '../src/i18n/locales';
import { initialChunks } from './bundle-graph';

const run = promisify(execFile);

export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/** A catalogue (`{ id: message }`) compiled to message ASTs by `formatjs compile --ast`. */
export async function compileCatalogue(
  file: string,
  root = process.cwd(),
): Promise<CompiledCatalogue> {
  const dir = await mkdtemp(join(tmpdir(), 'paraph-messages-'));
  try {
    const outFile = join(dir, 'compiled.json');
    await run(process.execPath, [
      join(root, 'node_modules/@formatjs/cli/bin/formatjs'),
      'compile',
      file,
      '--ast',
      '--format',
      'simple',
      '--out-file',
      outFile,
    ]);
    return JSON.parse(await readFile(outFile, 'utf8')) as CompiledCatalogue;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The catalogue's ids that the code names as a string. Every message is a descriptor
 * (`defineMessages`), whose id stays in the built code as a literal; an id the code names for
 * another reason costs a message too many in the first part, never one too few.
 */
export function referencedIds(code: string, ids: Iterable<string>): Set<string> {
  const literals = new Set(Array.from(code.matchAll(/["'`]([\w.-]+)["'`]/g), (match) => match[1]));
  return new Set([...ids].filter((id) => literals.has(id)));
}

/** A catalogue in two: the messages with the given ids, and the others. */
export function splitCatalogue(
  catalogue: CompiledCatalogue,
  firstPageIds: Set<string>,
): { firstPage: CompiledCatalogue; rest: CompiledCatalogue } {
  const firstPage: CompiledCatalogue = {};
  const rest: CompiledCatalogue = {};
  for (const [id, message] of Object.entries(catalogue)) {
    (firstPageIds.has(id) ? firstPage : rest)[id] = message;
  }
  return { firstPage, rest };
}

/**
 * Production builds ship the catalogues (src/i18n/*.json) as message ASTs, compiled while
 * building, and the ICU message parser's no-parser stand-in: every message is known at build
 * time, so the browser need neither download the parser nor run it. The committed catalogues
 * stay the plain ICU strings that translators and `npm run i18n:check` work with; dev keeps the
 * parser. A message missing from a catalogue would fall back to its defaultMessage, which needs
 * the parser; i18n:check guarantees none is missing.
 *
 * Each catalogue ships in two JSON files: the messages the first page's code names (the entry
 * and the chunks it imports), which the app waits for before its first render, and the rest,
 * which the pages and dialogs loaded later wait for with their code (src/i18n/catalogue.ts).
 * Which messages the first page needs is known only once the code is bundled, so the files are
 * written then, and index.html (never cached) names them.
 */
export function precompiledMessages(): Plugin {
  let root = process.cwd();
  let base = '/';
  let urls: Record<string, BuiltCatalogue> = {};
  return {
    name: 'paraph:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
      // The app then loads these files, and the build leaves its catalogue imports out.
      define: { 'import.meta.env.PARAPH_SPLIT_CATALOGUES': 'true' },
    }),
    configResolved: (config) => {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const code = initialChunks(bundle)
        .map((chunk) => chunk.code)
        .join('\n');
      const compiled = await Promise.all(
        locales.map((locale) => compileCatalogue(join(root, `src/i18n/${locale}.json`), root)),
      );
      // Once for all languages: every catalogue has the same ids (npm run i18n:check).
      const firstPageIds = referencedIds(code, new Set(compiled.flatMap(Object.keys)));
      urls = {};
      compiled.forEach((catalogue, index) => {
        const locale = locales[index] as string;
        const parts = splitCatalogue(catalogue, firstPageIds);
        const emit = (part: keyof typeof parts) =>
          base +
          this.getFileName(
            this.emitFile({
              type: 'asset',
              name: `${locale}.${part === 'firstPage' ? 'first-page' : part}.json`,
              source: JSON.stringify(parts[part]),
            }),
          );
        urls[locale] = { firstPage: emit('firstPage'), rest: emit('rest') };
      });
    },
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'application/json', id: BUILT_CATALOGUES_ID },
        children: JSON.stringify(urls),
        injectTo: 'head',
      },
    ],
  };
}
