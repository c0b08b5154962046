import { afterEach, describe, expect, it, vi } from 'vitest';
import { fonts } from '../../../../design-tokens/raw';
import { applyAppStyles, FONT_WAIT_MS } from './app-styles';

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'fonts');
});

/** A document.fonts whose load settles when the test says so. */
function fontsLoadingUntilSettled() {
  let settle = () => {};
  const load = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return { load, settle: () => settle() };
}

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

  it('then waits for the body font, so the first render is laid out once, in its own font', async () => {
    const font = fontsLoadingUntilSettled();
    let settled = false;
    const ready = applyAppStyles().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(font.load).toHaveBeenCalledWith(`1em ${fonts.body}`);
    expect(settled).toBe(false);
    font.settle();
    await ready;
    expect(settled).toBe(true);
  });

  it('waits no longer than a font block period for a font still downloading', async () => {
    vi.useFakeTimers();
    fontsLoadingUntilSettled();
    let settled = false;
    const ready = applyAppStyles().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(settled).toBe(true);
  });

  it('goes on when the font fails to load', async () => {
    Object.defineProperty(document, 'fonts', {
      value: { load: () => Promise.reject(new Error('network')) },
      configurable: true,
    });
    await expect(applyAppStyles()).resolves.toBeUndefined();
  });
});
