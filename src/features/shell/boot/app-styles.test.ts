import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

const sheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('applyAppStyles', () => {
  it('links each preloaded stylesheet and settles only once it has loaded', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="/assets/style-Ab1.css" data-app-styles>';
    let settled = false;
    const ready = applyAppStyles().then(() => (settled = true));
    const [sheet] = sheets();
    expect(sheet?.href).toMatch(/\/assets\/style-Ab1\.css$/);
    expect(sheet?.hasAttribute('crossorigin')).toBe(true);
    await Promise.resolve();
    expect(settled).toBe(false);
    sheet!.dispatchEvent(new Event('load'));
    await ready;
    expect(settled).toBe(true);
  });

  it('does not hold the app back when the stylesheet fails to load', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" href="/assets/style-Ab1.css" data-app-styles>';
    const ready = applyAppStyles();
    expect(sheets()[0]?.hasAttribute('crossorigin')).toBe(false);
    sheets()[0]!.dispatchEvent(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
  });

  it('settles at once when nothing is preloaded (development)', async () => {
    await expect(applyAppStyles()).resolves.toBeUndefined();
    expect(sheets()).toHaveLength(0);
  });
});
