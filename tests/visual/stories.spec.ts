import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

// The story list comes from the build itself, so a new story gets a screenshot without edits here.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const isPageStory = (story: IndexEntry) => story.tags?.includes('page') ?? false;

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { id?: string; phase?: string };
      channel: { emit: (event: string, payload: unknown) => void };
    };
  }
}

/** The page projects (playwright.visual.config.ts) say their theme and width in metadata. */
interface PageMetadata {
  theme?: 'light' | 'dark';
  width?: number;
}

/** A story's baseline in a project: `<id>.png`, or `<id>.<width>-<theme>.png` in a page project. */
const baselineName = (id: string, { theme, width }: PageMetadata) =>
  theme ? `${id}.${width}-${theme}.png` : `${id}.png`;

/**
 * One Storybook iframe per worker, switched from story to story the way the Storybook UI does
 * it (a `setCurrentStory` event): loading the preview bundle once instead of 150 times is what
 * keeps the suite within a few minutes. Each story still mounts fresh. A page project's theme
 * is a Storybook global in the URL: every story of the worker renders in it (the toolbar's
 * `theme` global, which sets `:root[data-theme]`).
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, colorScheme } = workerInfo.project.use;
      const { theme } = workerInfo.project.metadata as PageMetadata;
      const page = await browser.newPage({ baseURL, viewport, locale, timezoneId, colorScheme });
      // addon-a11y's axe run after each story is the story tests' job (test:stories); here it
      // would only cost time, five times per story.
      const globals = ['a11y.manual:!true', ...(theme ? [`theme:${theme}`] : [])].join(';');
      await page.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=${globals}`);
      // Before the first switch: the first story has finished (Storybook reloads the whole
      // page when asked to leave a story still loading or playing, and the reloaded story then
      // renders under the next test's feet) and the mock API's service worker controls the
      // page (msw reloads a page it does not control yet).
      await page.waitForFunction(
        () =>
          ['finished', 'errored', 'aborted'].includes(
            window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '',
          ) && navigator.serviceWorker.controller !== null,
        undefined,
        { timeout: 30_000 },
      );
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, id: string) {
  // Focus rings follow the last input (react-aria's modality), which the previous story of this
  // worker left behind; a key press first makes every story start from the same one, keyboard.
  await page.keyboard.press('Escape');
  await page.evaluate((storyId) => {
    window.__STORYBOOK_PREVIEW__?.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  // Rendered, play function run, afterEach hooks done: the phase ends as "finished".
  const phase = await page
    .waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        const done = ['finished', 'errored', 'aborted'];
        return render?.id === storyId && done.includes(render.phase ?? '') ? render.phase : false;
      },
      id,
      { timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue());
  expect(phase, 'the story rendered and its play function passed').toBe('finished');
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Grows the viewport to the document's height, measured again after each resize until it
 * holds: a layout that settles a frame late (a font, a wrap that changes with the new
 * viewport) would otherwise be shot at a height measured before it settled.
 */
async function fitToPage(page: Page, viewport: { width: number; height: number }) {
  let height = viewport.height;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const measured = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise(requestAnimationFrame);
      return document.documentElement.scrollHeight;
    });
    const next = Math.max(measured, viewport.height);
    if (attempt > 0 && next === height) return;
    height = next;
    await page.setViewportSize({ width: viewport.width, height });
  }
}

for (const story of stories) {
  const tag = isPageStory(story) ? ['@page'] : [];
  test(`${story.title} › ${story.name}`, { tag }, async ({ preview }) => {
    await showStory(preview, story.id);
    const metadata = test.info().project.metadata as PageMetadata;
    const { theme, width } = metadata;
    if (!theme) {
      await expect(preview).toHaveScreenshot(baselineName(story.id, metadata));
      return;
    }
    if (width === 390) {
      const scrollWidth = await preview.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, 'the page does not scroll sideways at 390 px').toBeLessThanOrEqual(390);
    }
    // The whole page: the viewport grows to the document's height for the shot (unlike
    // `fullPage`, which leaves a sticky bar where it was on the first screen).
    const viewport = preview.viewportSize()!;
    try {
      await fitToPage(preview, viewport);
      await expect(preview).toHaveScreenshot(baselineName(story.id, metadata));
    } finally {
      await preview.setViewportSize(viewport);
    }
  });
}

// A baseline whose story is gone is compared with nothing and only misleads whoever reads the
// folder; it goes with its story. Runs in the `stories` project (the page projects take only
// tests tagged @page). Names go through Playwright's own file naming, as the shots' do.
test('every committed baseline belongs to a story', () => {
  const info = test.info();
  const fileOf = (name: string) => basename(info.snapshotPath(name, { kind: 'screenshot' }));
  const expected = new Set(
    info.config.projects.flatMap((project) => {
      const metadata = (project.metadata ?? {}) as PageMetadata;
      const shot = metadata.theme ? stories.filter(isPageStory) : stories;
      return shot.map((story) => fileOf(baselineName(story.id, metadata)));
    }),
  );
  const folder = dirname(info.snapshotPath('any.png', { kind: 'screenshot' }));
  const committed = readdirSync(folder).filter((file) => file.endsWith('.png'));
  expect(committed.filter((file) => !expected.has(file))).toEqual([]);
});
