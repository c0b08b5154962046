import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the server adds to index.html for a page: `route-preloads.json` in the build. */
export interface RoutePreloads {
  /** Route path patterns as TanStack writes them (`/view/$srid`, `$` for the rest). */
  routes: { path: string; scripts: string[]; styles: string[] }[];
}

// A route's lazily loaded component, as TanStack's code splitting names the module.
const ROUTE_COMPONENT = /\/src\/routes\/(.+)\.tsx\?tsr-split=[\w-]*component/;

/** `view/$srid` → `/view/$srid`, `business/index` → `/business`, `index` → `/`. */
export function routePath(file: string): string {
  const segments = file.split('/').filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
}

function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const fileName of chunk.imports) {
      const imported = bundle[fileName];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
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
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entries = chunks
        .filter((chunk) => chunk.isEntry)
        .flatMap((chunk) => staticClosure(bundle, chunk));
      const inEntry = new Set([...entries.map((chunk) => chunk.fileName), ...stylesOf(entries)]);
      const routes: RoutePreloads['routes'] = [];
      for (const chunk of chunks) {
        const file = chunk.facadeModuleId?.match(ROUTE_COMPONENT)?.[1];
        if (!chunk.isDynamicEntry || file === undefined) continue;
        const closure = staticClosure(bundle, chunk);
        routes.push({
          path: routePath(file),
          scripts: closure.map((part) => part.fileName).filter((name) => !inEntry.has(name)),
          styles: [...new Set(stylesOf(closure))].filter((name) => !inEntry.has(name)),
        });
      }
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
