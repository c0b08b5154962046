import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv, type JSONSchemaType } from 'ajv';

/** One route of the build's `route-preloads.json` (vite-plugins/route-preloads.ts). */
export interface RoutePreload {
  /** A TanStack path pattern: `$name` is one segment, a lone `$` the rest of the path. */
  path: string;
  scripts: string[];
  styles: string[];
}

const fileList = { type: 'array', items: { type: 'string', pattern: '^assets/' } } as const;

const preloadsSchema: JSONSchemaType<{ routes: RoutePreload[] }> = {
  type: 'object',
  required: ['routes'],
  properties: {
    routes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'scripts', 'styles'],
        properties: { path: { type: 'string' }, scripts: fileList, styles: fileList },
      },
    },
  },
};

const isPreloads = new Ajv().compile(preloadsSchema);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** How well a pattern fits: undefined when it does not; static segments beat parameters. */
function fit(pattern: string[], path: string[]): number | undefined {
  let score = 0;
  for (const [index, part] of pattern.entries()) {
    if (part === '$') return score; // the rest of the path, however long
    const segment = path[index];
    if (segment === undefined) return undefined;
    if (part.startsWith('$')) score += 1;
    else if (part === segment) score += 100;
    else return undefined;
  }
  return pattern.length === path.length ? score + 1 : undefined;
}

/** The route a browser path opens, as the client router would choose it. */
export function matchRoute(routes: RoutePreload[], pathname: string): RoutePreload | undefined {
  const path = segmentsOf(pathname);
  let best: { route: RoutePreload; score: number } | undefined;
  for (const route of routes) {
    const score = fit(segmentsOf(route.path), path);
    if (score !== undefined && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link>` tags that let the browser fetch a page's code while it still loads the entry.
 * Scripts as module preloads (the router's import() then finds them); styles as preloads, so
 * they do not hold back the first paint.
 */
export function preloadTags(route: RoutePreload | undefined): string {
  if (!route) return '';
  const href = (file: string) => `/${escapeAttribute(file)}`;
  return [
    ...route.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...route.styles.map(
      (file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`,
    ),
  ].join('');
}

/** Adds the page's preload tags at the end of index.html's head. */
export function withPreloads(html: string, route: RoutePreload | undefined): string {
  const tags = preloadTags(route);
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}

/**
 * The build's route list. A build without one, or with one that is not what
 * vite-plugins/route-preloads.ts writes, gets no hints: pages still work, only slower.
 */
export async function readRoutePreloads(root: string): Promise<RoutePreload[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(root, 'route-preloads.json'), 'utf8'));
  } catch {
    return [];
  }
  return isPreloads(parsed) ? parsed.routes : [];
}
