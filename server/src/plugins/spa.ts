import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { guestFirstPage } from '../domain/requests/first-page';
import { guestToken, withFirstPage } from './first-page-tags';
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
/** The guest link from the invitation mail: /view/{request id}/{the link's secret}. */
const GUEST_LINK = /^\/view\/([A-Za-z0-9_-]{1,100})\/([A-Za-z0-9_-]{1,200})\/?$/;

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

    /**
     * A guest link's page starts loading the document's first page from its HTML: the image is
     * on screen long before the app's code has run. Only when the link itself opens the request,
     * so nobody else learns anything from this page.
     */
    const guestPage = async (path: string) => {
      const [, requestId, secret] = GUEST_LINK.exec(path) ?? [];
      if (!requestId || !secret) return undefined;
      const page = await guestFirstPage({ db: app.db }, { secret, requestId });
      return page && { page, token: guestToken(secret, requestId) };
    };

    app.get('/*', async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      // A missing script or image must not be answered with HTML.
      if (API_PREFIX.test(path) || HAS_EXTENSION.test(path) || index === undefined) {
        throw notFound(request);
      }
      const html = withPreloads(index, matchRoute(routes, path));
      const guest = await guestPage(path);
      if (!guest) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
      }
      return (
        reply
          .type('text/html; charset=utf-8')
          // This page names the guest's document: it stays in their browser only.
          .header('cache-control', 'private, no-cache')
          .send(withFirstPage(html, guest.page, guest.token))
      );
    });
  },
  { name: 'spa', dependencies: ['db'] },
);
