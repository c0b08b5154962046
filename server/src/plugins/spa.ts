import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './problem';

export interface SpaOptions {
  /** The built single-page app: index.html and hashed files under assets/. */
  root: string;
}

const API_PREFIX = /^\/(v1|v2|v3|api)(\/|$)/;
const HAS_EXTENSION = /\/[^/]*\.[^/]*$/;
// Vite names everything under assets/ by content hash, so a URL there never changes content.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the SPA's files, and index.html for any other GET so that client routes such as
 * /dashboard survive a reload. API paths and missing files get a 404 problem instead.
 */
export default fp(
  async function spaPlugin(app: FastifyInstance, options: SpaOptions) {
    const assets = join(options.root, 'assets') + sep;
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
      if (API_PREFIX.test(path) || HAS_EXTENSION.test(path)) throw notFound(request);
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
