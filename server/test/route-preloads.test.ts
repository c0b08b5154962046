import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  matchRoute,
  preloadTags,
  readRoutePreloads,
  type RoutePreload,
} from '../src/plugins/route-preloads';

const route = (path: string): RoutePreload => ({ path, scripts: [`assets${path}.js`], styles: [] });
const routes = [
  route('/'),
  route('/$'),
  route('/dashboard'),
  route('/business'),
  route('/business/members'),
  route('/business/seals/$accountname'),
  route('/view/$srid'),
  route('/view/$id/$userid'),
  route('/direct-sign/$id/$userid/preview'),
];

describe('matchRoute', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard'],
    ['/business', '/business'],
    ['/business/members', '/business/members'],
    ['/business/seals/acme', '/business/seals/$accountname'],
    ['/view/sr_1', '/view/$srid'],
    ['/view/sr_1/sig_2', '/view/$id/$userid'],
    ['/direct-sign/sr_1/sig_2/preview', '/direct-sign/$id/$userid/preview'],
    ['/no/such/page', '/$'],
    ['/view/sr_1/sig_2/extra', '/$'],
  ])('%s opens %s', (pathname, expected) => {
    expect(matchRoute(routes, pathname)?.path).toBe(expected);
  });

  it('finds nothing without a catch-all route', () => {
    expect(matchRoute([route('/dashboard')], '/login')).toBeUndefined();
  });
});

describe('preloadTags', () => {
  it('escapes file names for the attribute', () => {
    expect(preloadTags({ path: '/', scripts: ['assets/a"b&c.js'], styles: [] })).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a&quot;b&amp;c.js">',
    );
  });

  it('adds nothing for a path without a route', () => {
    expect(preloadTags(undefined)).toBe('');
  });
});

describe('readRoutePreloads', () => {
  const withFile = async (content: string) => {
    const root = await mkdtemp(join(tmpdir(), 'paraph-preloads-'));
    await writeFile(join(root, 'route-preloads.json'), content);
    try {
      return await readRoutePreloads(root);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  };

  it("reads the build's routes", async () => {
    const routes = [{ path: '/dashboard', scripts: ['assets/d.js'], styles: [] }];
    expect(await withFile(JSON.stringify({ routes }))).toEqual(routes);
  });

  it.each([
    ['not JSON', '{'],
    ['no route list', '{}'],
    ['a route without scripts', '{"routes":[{"path":"/","styles":[]}]}'],
    ['a file outside assets/', '{"routes":[{"path":"/","scripts":["../etc/passwd"],"styles":[]}]}'],
  ])('gives no hints for %s', async (_case, content) => {
    expect(await withFile(content)).toEqual([]);
  });

  it('gives no hints for a build without the file', async () => {
    expect(await readRoutePreloads(join(tmpdir(), 'paraph-no-such-build'))).toEqual([]);
  });
});
