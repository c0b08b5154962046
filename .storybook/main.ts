import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for the contract's mock API (.storybook/msw.ts).
  staticDirs: ['./public', { from: '../stories/fixtures', to: '/fixtures' }],
  core: { disableTelemetry: true },
  // Stories keep the ICU parser and the plain catalogues: the precompiled messages are for the
  // app's production build (vite-plugins/precompiled-messages.ts).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: viteConfig.plugins
      ?.flat()
      .filter(
        (plugin) => !(plugin && 'name' in plugin && plugin.name === 'paraph:precompiled-messages'),
      ),
  }),
};

export default config;
