import type { StorybookConfig } from '@storybook/react-vite';

const appBuildOnly = new Set([
  'paraph:precompiled-messages',
  'paraph:catalogue-split',
  'paraph:lazy-after-catalogue',
]);

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for the contract's mock API (.storybook/msw.ts).
  staticDirs: ['./public', { from: '../stories/fixtures', to: '/fixtures' }],
  core: { disableTelemetry: true },
  // Stories keep the ICU parser and whole, plain catalogues: precompiled messages, the
  // catalogue's two parts and the imports that wait for the second are for the app's production
  // build (vite-plugins/). Storybook's preview imports every catalogue whole and loads stories
  // lazily: split, the stories would miss their messages, and gated, their imports would wait
  // for a catalogue the preview never asks for.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: viteConfig.plugins
      ?.flat()
      .filter((plugin) => !(plugin && 'name' in plugin && appBuildOnly.has(plugin.name))),
  }),
};

export default config;
