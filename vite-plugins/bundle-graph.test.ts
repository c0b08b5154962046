import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { initialChunks, routeChunks, routePath } from './bundle-graph';

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

const chunk = (fileName: string, imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, isEntry, code: '' }) as unknown as Rolldown.OutputChunk;

describe('initialChunks', () => {
  it('is the entry and what it imports statically, however deep, and nothing loaded later', () => {
    const bundle = {
      'index.js': chunk('index.js', ['framework.js', 'first-page.js'], true),
      'framework.js': chunk('framework.js', []),
      'first-page.js': chunk('first-page.js', ['framework.js', 'shared.js']),
      'shared.js': chunk('shared.js', []),
      'view.js': chunk('view.js', ['shared.js']),
      'style.css': { type: 'asset', fileName: 'style.css' },
    } as unknown as Rolldown.OutputBundle;
    expect(
      initialChunks(bundle)
        .map((c) => c.fileName)
        .sort(),
    ).toEqual(['first-page.js', 'framework.js', 'index.js', 'shared.js']);
  });
});

describe('routeChunks', () => {
  it('names each view the router loads on demand by its path, with what it imports', () => {
    const view = {
      ...chunk('srid.js', ['shared.js']),
      isDynamicEntry: true,
      facadeModuleId: '/app/src/routes/view/$srid.tsx?tsr-split=component---errorComponent',
    };
    const bundle = {
      'index.js': chunk('index.js', [], true),
      'srid.js': view,
      'shared.js': chunk('shared.js', []),
    } as unknown as Rolldown.OutputBundle;
    expect(
      routeChunks(bundle).map(({ path, chunks }) => [path, chunks.map((c) => c.fileName)]),
    ).toEqual([['/view/$srid', ['srid.js', 'shared.js']]]);
  });
});
