import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

// The story list comes from the build itself, so a new story gets a screenshot without edits here.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { id?: string; phase?: string };
      channel: { emit: (event: string, payload: unknown) => void };
    };
  }
}

/**
 * One Storybook iframe per worker, switched from story to story the way the Storybook UI does
 * it (a `setCurrentStory` event): loading the preview bundle once instead of 150 times is what
 * keeps the suite within a few minutes. Each story still mounts fresh.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, colorScheme } = workerInfo.project.use;
      const page = await browser.newPage({ baseURL, viewport, locale, timezoneId, colorScheme });
      await page.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story`);
      await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, id: string) {
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

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    await showStory(preview, story.id);
    await expect(preview).toHaveScreenshot(`${story.id}.png`);
  });
}
