/**
 * How long a play function waits for what it looks for (findBy…, waitFor): the preview's
 * default (.storybook/preview.tsx) and the option stories pass where they say so. findBy's own
 * second is too short on a loaded 2-core machine, where a first mock answer or a page or dialog
 * the story runner's dev server compiles on first use can take several seconds (in CI, a dialog
 * once arrived after 6.9 s). A broken story still fails, only later.
 */
export const loaded = { timeout: 10_000 };
