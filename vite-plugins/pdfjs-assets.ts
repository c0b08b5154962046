import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';

// The data pdf.js fetches by file name while it renders: the 14 standard fonts (for PDFs that
// do not embed them), CJK character maps, and its wasm image decoders and colour profile.
const DATA_DIRECTORIES = ['standard_fonts', 'cmaps', 'wasm', 'iccs'];

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(join(pdfjsRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/** Where the files live in the build: versioned, so they can be cached like hashed assets. */
export const pdfjsAssetsBase = `assets/pdfjs-${version}/`;

/**
 * Copies pdf.js' data directories into the build under their own names (pdf.js asks for
 * `FoxitSans.pfb`, not a hashed name) and serves them from node_modules in development.
 * The viewer points pdf.js there (src/ui/DocumentViewer/pdfjs-runtime.ts).
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'paraph:pdfjs-assets',
    configureServer(server) {
      server.middlewares.use(`/${pdfjsAssetsBase}`, (request, response, next) => {
        const relative = normalize(decodeURIComponent((request.url ?? '').split('?')[0]!));
        const file = join(pdfjsRoot, relative);
        const inData = DATA_DIRECTORIES.some((directory) =>
          file.startsWith(join(pdfjsRoot, directory) + sep),
        );
        if (!inData || !existsSync(file) || !statSync(file).isFile()) return next();
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      for (const directory of DATA_DIRECTORIES) {
        for (const name of readdirSync(join(pdfjsRoot, directory))) {
          this.emitFile({
            type: 'asset',
            fileName: `${pdfjsAssetsBase}${directory}/${name}`,
            source: readFileSync(join(pdfjsRoot, directory, name)),
          });
        }
      }
    },
  };
}
