import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/chromium.ts';

/** Asks the OS for a free port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Workers load this file again; the port chosen by the runner reaches them through the env.
process.env.VISUAL_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.VISUAL_PORT}`;

/** What a page story (Storybook tag `page`) is also shot at, besides the 800×600 light default. */
const pageWidths = { 390: { width: 390, height: 844 }, 1440: { width: 1440, height: 900 } };
const themes = ['light', 'dark'] as const;

/**
 * Screenshots every story of the static Storybook build (`storybook build -o storybook-static`)
 * against the committed baselines in tests/visual/__screenshots__.
 * `npm run test:visual:update` rewrites them after an intended change.
 *
 * Project `stories`: every story at 800×600, light (`<story-id>.png`). Projects `page-<width>-
 * <theme>`: only the stories tagged `page` (tests tagged `@page`), full page at 390×844 and
 * 1440×900 in light and dark (`<story-id>.<width>-<theme>.png`); at 390 the page must not
 * scroll sideways.
 */
export default defineConfig({
  testDir: 'tests/visual',
  snapshotPathTemplate: 'tests/visual/__screenshots__/{arg}{ext}',
  outputDir: 'test-results/visual',
  fullyParallel: true,
  workers: 2,
  // One retry in CI, as the journeys have: a shot taken while a loaded machine is still
  // settling fails once in ~2000 there; `npm test` names every retried shot as flaky in its
  // summary, so a real flake stays visible instead of failing the run without a name.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/visual' }]],
  expect: {
    // About 0.01 per-pixel colour distance catches a changed token; 0.2 (the default) does not.
    // A few pixels of anti-aliasing noise at rounded corners are tolerated; a colour change
    // touches far more.
    toHaveScreenshot: {
      threshold: 0.01,
      maxDiffPixels: 20,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Europe/Zurich',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    { name: 'stories' },
    ...Object.entries(pageWidths).flatMap(([width, viewport]) =>
      themes.map((theme) => ({
        name: `page-${width}-${theme}`,
        grep: /@page/,
        use: { viewport, colorScheme: theme },
        metadata: { theme, width: Number(width) },
      })),
    ),
  ],
  webServer: {
    command: `node tests/visual/static-server.mjs storybook-static ${process.env.VISUAL_PORT}`,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
