import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for the contract's mock API (.storybook/msw.ts).
  staticDirs: ['./public', { from: '../stories/fixtures', to: '/fixtures' }],
  core: { disableTelemetry: true },
};

export default config;
