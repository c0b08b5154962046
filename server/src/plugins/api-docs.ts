import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadSpec } from '../openapi/spec';

const swaggerUiDir = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The only files of swagger-ui-dist that are served, with their media types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// Everything comes from this server; the CSP makes the browser refuse anything else, even if
// a future Swagger UI wanted to reach out (its spec validator badge is switched off below).
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Paraph API reference</title>
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/**
 * The API reference at /api/docs: Swagger UI from the installed swagger-ui-dist files (no
 * CDN), reading the bundled contract from /api/openapi.json.
 */
export default fp(
  async function apiDocsPlugin(app: FastifyInstance) {
    const spec = JSON.stringify(await loadSpec());

    app.get('/api/openapi.json', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(spec),
    );
    app.get('/api/docs', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', CSP)
        .header('x-content-type-options', 'nosniff')
        .send(PAGE),
    );
    app.get('/api/docs/init.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT),
    );
    for (const [file, type] of Object.entries(ASSETS)) {
      app.get(`/api/docs/${file}`, async (_request, reply) =>
        reply
          .type(type)
          .header('cache-control', 'public, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(join(swaggerUiDir, file))),
      );
    }
  },
  { name: 'api-docs' },
);
