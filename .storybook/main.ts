import type { StorybookConfig } from '@storybook/react-vite';
import { INTER_LATIN, preloadFonts } from '../vite-plugins/preload-fonts';

/**
 * Build steps for the app's own page only. Stories keep the ICU parser and the plain catalogues
 * (the precompiled messages are for the app's production build), Storybook's page links its
 * stylesheet as usual (only the app's start-up applies a preloaded one, src/main.tsx) and
 * preloads the font from its HTML; the app's pages and their code ceilings are not Storybook's.
 */
const appOnly = [
  'paraph:precompiled-messages',
  'paraph:non-blocking-styles',
  'paraph:preload-fonts',
  'paraph:page-budgets',
];

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for the contract's mock API (.storybook/msw.ts).
  staticDirs: ['./public', { from: '../stories/fixtures', to: '/fixtures' }],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: viteConfig.plugins
      ?.flat()
      .filter((plugin) => !(plugin && 'name' in plugin && appOnly.includes(plugin.name)))
      // The font as plain preload tags: every screenshot is taken with it loaded from the start.
      .concat(preloadFonts([INTER_LATIN])),
  }),
};

export default config;
