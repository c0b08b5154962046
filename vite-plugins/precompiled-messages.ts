import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const run = promisify(execFile);
const CATALOGUE = /[\\/]src[\\/]i18n[\\/][\w-]+\.json$/;

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
 * Production builds ship the catalogues (src/i18n/*.json) as message ASTs, compiled while
 * building, and the ICU message parser's no-parser stand-in: every message is known at build
 * time, so the browser need neither download the parser nor run it. The committed catalogues
 * stay the plain ICU strings that translators and `npm run i18n:check` work with; dev keeps the
 * parser. A message missing from a catalogue would fall back to its defaultMessage, which needs
 * the parser; i18n:check guarantees none is missing.
 */
export function precompiledMessages(): Plugin {
  let root = process.cwd();
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
    }),
    configResolved: (config) => {
      root = config.root;
    },
    transform: {
      filter: { id: CATALOGUE },
      async handler(_code, id) {
        return { code: JSON.stringify(await compileCatalogue(id, root)), map: null };
      },
    },
  };
}
