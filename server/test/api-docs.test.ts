import { describe, expect, it } from 'vitest';
import { build } from './build';
import { spec } from './contract';

const t = build();

/** Every URL the page or its initializer points at. */
function referencedUrls(text: string): string[] {
  const attributes = [...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
  const literals = [...text.matchAll(/\burl:\s*'([^']+)'/g)].map((m) => m[1] ?? '');
  return [...attributes, ...literals];
}

describe('GET /api/docs', () => {
  it('serves the API reference page with a same-origin-only policy', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="swagger-ui"></div>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
  });

  it('loads every asset it references from this server', async () => {
    const page = (await t.app.inject({ url: '/api/docs' })).body;
    const init = (await t.app.inject({ url: '/api/docs/init.js' })).body;
    const urls = [...referencedUrls(page), ...referencedUrls(init)];
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/docs/swagger-ui.css',
        '/api/docs/swagger-ui-bundle.js',
        '/api/docs/init.js',
        '/api/openapi.json',
      ]),
    );
    for (const url of urls) {
      expect(url, 'no external host').toMatch(/^\/(?!\/)/);
      const asset = await t.app.inject({ url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.rawPayload.length, url).toBeGreaterThan(0);
    }
  });

  it('turns off the online spec validator and names no external host in its script', async () => {
    const init = (await t.app.inject({ url: '/api/docs/init.js' })).body;
    expect(init).toContain('validatorUrl: null');
    expect(init).not.toMatch(/https?:|\/\//);
  });

  it('serves the bundled contract at /api/openapi.json', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(spec);
  });

  it('serves only the listed files of swagger-ui-dist', async () => {
    const response = await t.app.inject({ url: '/api/docs/package.json' });
    expect(response.statusCode).toBe(404);
  });
});
