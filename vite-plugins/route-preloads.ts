import type { Plugin, Rolldown } from 'vite';
import { initialChunks, routeChunks } from './bundle-graph';

type OutputChunk = Rolldown.OutputChunk;

/** What the server adds to index.html for a page: `route-preloads.json` in the build. */
export interface RoutePreloads {
  /** Route path patterns as TanStack writes them (`/view/$srid`, `$` for the rest). */
  routes: { path: string; scripts: string[]; styles: string[] }[];
}

const stylesOf = (chunks: OutputChunk[]) =>
  chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);

/**
 * Lists, per route, the code its page loads after the entry: the server announces those files
 * in the page's HTML, so the browser fetches them alongside the entry instead of a round trip
 * after it has run (the router only asks for a page's code once the page is known).
 */
export function routePreloads(): Plugin {
  return {
    name: 'paraph:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entries = initialChunks(bundle);
      const inEntry = new Set([...entries.map((chunk) => chunk.fileName), ...stylesOf(entries)]);
      const routes: RoutePreloads['routes'] = routeChunks(bundle).map(({ path, chunks }) => ({
        path,
        scripts: chunks.map((part) => part.fileName).filter((name) => !inEntry.has(name)),
        styles: [...new Set(stylesOf(chunks))].filter((name) => !inEntry.has(name)),
      }));
      routes.sort((a, b) => a.path.localeCompare(b.path));
      const preloads: RoutePreloads = { routes };
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}
