import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const apiTarget = process.env.PARAPH_API_URL ?? 'http://127.0.0.1:3001';
const apiPrefixes = ['/v1', '/v2', '/v3', '/api'];

// Text files worth compressing (fonts and images are compressed already; maps are not served).
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|mjs|wasm)$/;

/**
 * Writes a .gz and a .br beside every text file of the build, so the server can send them
 * without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
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

// Plugin order matters: the router generator runs before React's transform.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
    }),
    // react-aria bundles its built-in strings for 34 languages; keep the app's four
    // (en-GB, de-CH, fr-CH and it fall back to react-aria's en-US, de-DE, fr-FR and it-IT).
    optimizeLocales.vite({ locales: ['en', 'de', 'fr', 'it'] }),
    react(),
    vanillaExtractPlugin(),
    precompress(),
  ],
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, apiTarget])),
  },
  build: {
    sourcemap: true,
  },
});
