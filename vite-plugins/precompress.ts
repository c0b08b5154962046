import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Files worth compressing: text, wasm, and pdf.js' data, whose fonts are uncompressed TTF and
// Type 1 (the two Liberation Sans faces a page in Helvetica needs are 277 KB, 150 KB in brotli),
// its character maps and colour profiles. woff2 and images are compressed already; maps are not served.
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|mjs|wasm|ttf|pfb|bcmap|icc)$/;

/**
 * Writes a .gz and a .br beside every text file of the build, so the server can send them
 * without compressing on each request (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  return {
    name: 'paraph:precompress',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}
