import { describe, expect, it } from 'vitest';
import { matchRoute, preloadTags, type RoutePreload } from '../src/plugins/route-preloads';

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
