import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shippedMigrationCount } from '../db/migrations-status';
import { checkReadiness } from '../ops/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes /readyz answer 503 from now on, so load balancers stop sending new requests. */
    startDraining(): void;
  }
}

const CHECK_TIMEOUT_MS = 3000;

/**
 * The load balancer's probes, outside the API contract (like /api/openapi.json): no
 * authentication, no versioning, not in the generated client. /healthz answers while the
 * process serves; /readyz while the database answers with every migration applied, the blob
 * store is reachable and no drain has started.
 */
export default fp(
  async function healthPlugin(app: FastifyInstance) {
    let draining = false;
    const shippedMigrations = shippedMigrationCount();
    app.decorate('startDraining', () => {
      draining = true;
    });
    // A drain by app.close() alone (tests, start-up failure) is a drain too.
    app.addHook('preClose', async () => {
      draining = true;
    });

    app.get('/healthz', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'alive' }),
    );
    app.get('/readyz', async (request, reply) => {
      const readiness = await checkReadiness({
        db: app.db,
        blobs: app.blobs,
        draining,
        shippedMigrations,
        timeoutMs: CHECK_TIMEOUT_MS,
      });
      reply.header('cache-control', 'no-store');
      if (readiness.ready) return reply.send({ status: 'ready' });
      if (!draining) request.log.warn({ errors: readiness.errors }, 'not ready');
      return reply.code(503).send({ status: 'not ready', failing: readiness.failing });
    });
  },
  { name: 'health', dependencies: ['db', 'documents'] },
);
