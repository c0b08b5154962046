import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { chunkFileNames, chunkGroups } from './vite-plugins/chunk-groups';
import { pdfjsAssets } from './vite-plugins/pdfjs-assets';
import { precompiledMessages } from './vite-plugins/precompiled-messages';
import { nonBlockingStyles } from './vite-plugins/non-blocking-styles';
import { pageBudgets } from './vite-plugins/page-budgets';
import { precompress } from './vite-plugins/precompress';
import { INTER_LATIN, preloadFonts } from './vite-plugins/preload-fonts';
import { routePreloads } from './vite-plugins/route-preloads';
import { stripDefaultMessages } from './vite-plugins/strip-default-messages';

const apiTarget = process.env.PARAPH_API_URL ?? 'http://127.0.0.1:3001';
const apiPrefixes = ['/v1', '/v2', '/v3', '/api'];

// Plugin order matters: the router generator runs before React's transform.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A page's views in one chunk (one request), the pending view too: it is not needed
      // before the page's code anyway, so it has no reason to weigh on the entry.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
        // The page most visits start on ships with the entry: one request less, and its widgets
        // count as the first page's (see vite-plugins/chunk-groups.ts).
        splitBehavior: ({ routeId }) => (routeId === '/dashboard' ? [] : undefined),
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
    }),
    // react-aria bundles its built-in strings for 34 languages; keep the app's four
    // (en-GB, de-CH, fr-CH and it fall back to react-aria's en-US, de-DE, fr-FR and it-IT).
    optimizeLocales.vite({ locales: ['en', 'de', 'fr', 'it'] }),
    precompiledMessages(),
    stripDefaultMessages(),
    react(),
    vanillaExtractPlugin(),
    // Latin covers the app's four languages; other subsets load only if a page needs them.
    preloadFonts([INTER_LATIN], { afterFirstFrame: true }),
    nonBlockingStyles(),
    routePreloads(),
    pageBudgets(),
    pdfjsAssets(),
    precompress(),
  ],
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, apiTarget])),
  },
  build: {
    sourcemap: true,
    // One stylesheet for the whole app (about 9 KB compressed) rather than one per chunk.
    cssCodeSplit: false,
    rolldownOptions: {
      // Imports through a barrel (the kit's index, react-aria-components) resolve to the modules
      // they name, so the first page's module graph holds only the widgets it uses.
      experimental: { lazyBarrel: true },
      output: { codeSplitting: { groups: chunkGroups }, chunkFileNames },
    },
  },
});
