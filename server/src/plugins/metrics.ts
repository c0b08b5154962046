import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../ops/metrics';
import { HttpProblem } from './problem';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; open otherwise. */
  token?: string;
}

/**
 * Prometheus metrics at GET /metrics (outside the API contract, like the health probes), and
 * the request latency of every route. Requests are labelled by operationId or route pattern,
 * never by raw URL, so ids in paths cannot grow the label set.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      metrics.requestSeconds.observe(
        {
          operation: operationOf(request),
          method: request.method,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', async (request, reply) => {
      if (options.token && !bearerMatches(request, options.token)) {
        throw new HttpProblem(401, 'UNAUTHORIZED', 'GET /metrics needs the metrics token');
      }
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['problem'] },
);

function operationOf(request: FastifyRequest): string {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
    ?.operationId;
  if (operationId) return operationId;
  // Routes outside the contract (probes, API docs, the app's pages); no route at all is one label.
  return request.routeOptions.url ?? 'unmatched';
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
