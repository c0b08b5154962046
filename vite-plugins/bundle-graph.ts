import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// A route's lazily loaded component, as TanStack's code splitting names the module.
const ROUTE_COMPONENT = /\/src\/routes\/(.+)\.tsx\?tsr-split=[\w-]*component/;

/** `view/$srid` → `/view/$srid`, `business/index` → `/business`, `index` → `/`. */
export function routePath(file: string): string {
  const segments = file.split('/').filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
}

/** A chunk and every chunk it imports statically, however deep. */
export function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
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

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** The entry chunk and what it imports statically: the code of the first page, whatever it is. */
export function initialChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>();
  for (const entry of chunksOf(bundle).filter((chunk) => chunk.isEntry)) {
    for (const chunk of staticClosure(bundle, entry)) chunks.set(chunk.fileName, chunk);
  }
  return [...chunks.values()];
}

/** Each route whose view loads on demand: its path and the static closure of that view's chunk. */
export function routeChunks(bundle: OutputBundle): { path: string; chunks: OutputChunk[] }[] {
  return chunksOf(bundle).flatMap((chunk) => {
    const file = chunk.facadeModuleId?.match(ROUTE_COMPONENT)?.[1];
    if (!chunk.isDynamicEntry || file === undefined) return [];
    return [{ path: routePath(file), chunks: staticClosure(bundle, chunk) }];
  });
}
