import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TestApp } from './build';

const INDEX = '<!doctype html><head><title>Paraph</title></head><div id="root"></div>';
const PRELOADS = {
  routes: [
    {
      path: '/dashboard',
      scripts: ['assets/dashboard-1a.js'],
      styles: ['assets/dashboard-2b.css'],
    },
    { path: '/view/$srid', scripts: ['assets/_srid-3c.js', 'assets/viewer-4d.js'], styles: [] },
  ],
};
const SCRIPT = 'console.log("paraph");';

let staticDir: string;
let t: TestApp;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'paraph-dist-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX);
  await writeFile(join(staticDir, 'route-preloads.json'), JSON.stringify(PRELOADS));
  await writeFile(join(staticDir, 'assets', 'index-3f9a1c.js'), SCRIPT);
  await writeFile(join(staticDir, 'assets', 'index-3f9a1c.js.gz'), gzipSync(SCRIPT));
  t = await buildApp({ staticDir });
});

afterAll(async () => {
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('single-page app', () => {
  it.each(['/', '/login', '/requests/sr_123?tab=documents'])(
    'serves index.html, never cached, for %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it("announces the page's own code in the HTML, so it loads alongside the entry", async () => {
    const dashboard = await t.app.inject({ url: '/dashboard?tab=inbox' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    expect(dashboard.body).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-1a.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/dashboard-2b.css"></head>',
      ),
    );
    const view = await t.app.inject({ url: '/view/sr_123' });
    expect(view.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/_srid-3c.js">',
    );
    expect(view.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/viewer-4d.js">',
    );
    expect(view.body).not.toContain('dashboard-1a.js');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it("serves the build's compressed copy to a browser that accepts it", async () => {
    const url = '/assets/index-3f9a1c.js';
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing file with a 404, not with the page', async () => {
    const response = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    ['GET', '/v1/unknown'],
    ['GET', '/v3/'],
    ['GET', '/api/anything'],
    ['POST', '/v1/unknown'],
    ['DELETE', '/dashboard'],
  ] as const)('answers %s %s with a 404 problem', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toEqual({
      type: 'about:blank',
      status: 404,
      code: 'NOT_FOUND',
      message: expect.any(String),
      method,
      path: url,
    });
  });

  it('keeps the API working beside the app', async () => {
    const response = await t.app.inject({ url: '/v1/user' });
    expect(response.statusCode).toBe(401);
  });
});

describe('without a built app', () => {
  it('answers unknown paths with a 404 problem', async () => {
    const bare = await buildApp({ staticDir: join(tmpdir(), 'paraph-no-such-dir') });
    try {
      const response = await bare.app.inject({ url: '/dashboard' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    } finally {
      await bare.close();
    }
  });
});
