import { describe, expect, it } from 'vitest';
import { withFirstPage } from '../src/plugins/first-page-tags';

// The shape of the built index.html: the app's scripts and styles come first in the head.
const index = [
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Paraph</title>',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="preload" as="style" crossorigin href="/assets/style-B2.css" data-app-styles>',
  '</head><body><div id="root"><div class="splash" role="status"><span>Paraph</span>',
  '<span class="splash-bar" aria-hidden="true"></span></div></div></body></html>',
].join('');

const page = { documentId: 'doc_1', widthPt: 595.3, heightPt: 841.9 };

describe('withFirstPage', () => {
  const html = withFirstPage(index, page, 'dG9rZW4');

  it("preloads the image before the app's code, right after the character set", () => {
    const preload = html.indexOf('<link rel="preload" as="image" fetchpriority="high"');
    expect(preload).toBe(html.indexOf('/>') + 2);
    expect(preload).toBeLessThan(html.indexOf('<script'));
    expect(html.match(/as="image"/g)).toHaveLength(1);
  });

  it('goes first in a head that declares no character set', () => {
    const bare = withFirstPage(index.replace('<meta charset="UTF-8" />', ''), page, 'dG9rZW4');
    expect(bare).toMatch(/^<!doctype html><html><head><link rel="preload" as="image"/);
  });

  it('draws the image in the splash with the box of the page', () => {
    const image = html.slice(html.indexOf('<img'));
    expect(image).toMatch(
      /^<img class="splash-page" src="[^"]*pages\/0\?scale=100&amp;format=webp/,
    );
    expect(image).toContain('width="595" height="842"');
    expect(html.indexOf('<img')).toBeGreaterThan(html.indexOf('class="splash-bar"'));
  });
});
