import { describe, expect, it } from 'vitest';
import { routePath } from './route-preloads';

describe('routePath', () => {
  it.each([
    ['dashboard', '/dashboard'],
    ['index', '/'],
    ['$', '/$'],
    ['business/index', '/business'],
    ['business/members/index', '/business/members'],
    ['view/$srid', '/view/$srid'],
    ['direct-sign/$id/$userid/preview', '/direct-sign/$id/$userid/preview'],
  ])('names the route file %s as %s', (file, path) => {
    expect(routePath(file)).toBe(path);
  });
});
