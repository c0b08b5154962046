import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumExecutable, chromiumArgs } from './tests/chromium.ts';

// vitest does not read vite.config: the plugins the code needs are repeated here on purpose.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'design-tokens/**/*.test.ts',
            'scripts/**/*.test.ts',
            'vite-plugins/**/*.test.ts',
          ],
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/test/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // One worker per core (vitest's default, cores − 1, is one worker on a 2-core CI
          // machine), and files sharing their worker's module graph instead of importing the
          // whole server again each: no server test mocks modules or changes globals. Together
          // about half the CPU time and wall time of a 21-file sample on two cores.
          maxWorkers: availableParallelism(),
          isolate: false,
          // A group of its own: projects run together must otherwise share one maxWorkers.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' }), react(), vanillaExtractPlugin()],
        // Imported only by vanilla-extract's compiled styles, which vite's dependency scan does
        // not see: found later, they are optimised mid-run and vite reloads the page under
        // the running story files ("Vitest failed to find the current suite").
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            // Only the kit's menu trigger imports these (react-aria-components' own halves): found
            // at run time, they would make Vite optimise again and reload the story under test.
            'react-aria',
            'react-stately',
          ],
        },
        test: {
          name: 'storybook',
          // Above the play functions' 10 s waits (stories/waits.ts), with room for the rest.
          testTimeout: 30_000,
          // Every file in one page instead of a fresh page per file: 303–319 s instead of about
          // 1100 s for the 865 stories (setting up 123 pages was 494 s of it). The shared page
          // costs a rare story its timing (one of 865 per full run here, a different one each
          // time, each passing alone), so a failed story runs once more; `npm test` names every
          // story that passed only on its retry, so flakiness stays visible.
          isolate: false,
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
