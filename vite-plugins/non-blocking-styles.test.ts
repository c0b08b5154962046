import { describe, expect, it } from 'vitest';
import { nonBlockingStyles } from './non-blocking-styles';

function transform(html: string): string {
  const { transformIndexHtml } = nonBlockingStyles();
  if (!transformIndexHtml || typeof transformIndexHtml === 'function') throw new Error('no hook');
  return (transformIndexHtml.handler as (html: string) => string)(html);
}

describe('nonBlockingStyles', () => {
  it("preloads the app's stylesheet instead of linking it, keeping its request mode", () => {
    const html = transform(
      '<head><link rel="stylesheet" crossorigin href="/assets/style-Ab1.css"></head>',
    );
    expect(html).toBe(
      '<head><link rel="preload" as="style" crossorigin href="/assets/style-Ab1.css" data-app-styles></head>',
    );
  });

  it('leaves every other link as it is', () => {
    const html =
      '<link rel="icon" href="/favicon.svg"><link rel="modulepreload" crossorigin href="/assets/a.js">';
    expect(transform(html)).toBe(html);
  });
});
