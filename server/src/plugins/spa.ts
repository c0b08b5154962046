import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './problem';
import { matchRoute, readRoutePreloads, withPreloads } from './route-preloads';

export interface SpaOptions {
  /** The built single-page app: index.html and hashed files under assets/. */
  root: string;
}

const API_PREFIX = /^\/(v1|v2|v3|api)(\/|$)/;
const HAS_EXTENSION = /\/[^/]*\.[^/]*$/;
// Vite names everything under assets/ by content hash, so a URL there never changes content.
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function readIndex(root: string): Promise<string | undefined> {
  try {
    return await readFile(join(root, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Serves the SPA's files, and index.html for any other GET so that client routes such as
 * /dashboard survive a reload, with preload hints for that page's code. API paths and missing
 * files get a 404 problem instead.
 */
export default fp(
  async function spaPlugin(app: FastifyInstance, options: SpaOptions) {
    const assets = join(options.root, 'assets') + sep;
    // Both are fixed for the life of the process: a new build means a new deployment.
    const [index, routes] = await Promise.all([
      readIndex(options.root),
      readRoutePreloads(options.root),
    ]);
    await app.register(fastifyStatic, {
      root: options.root,
      // One route per file found at start-up, leaving the catch-all below to us.
      wildcard: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz next to every text file (vite.config.ts): served when the
      // browser accepts them, so nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });

    app.get('/*', async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      // A missing script or image must not be answered with HTML.
      if (API_PREFIX.test(path) || HAS_EXTENSION.test(path) || index === undefined) {
        throw notFound(request);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withPreloads(index, matchRoute(routes, path)));
    });
  },
  { name: 'spa' },
);
