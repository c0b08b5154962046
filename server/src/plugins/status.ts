import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { readBuildInfo } from '../domain/status/build-info';
import { createLocalStatusPage } from '../domain/status/local-status-page';
import type { BuildInfo, MaintenanceNotice, StatusPage } from '../domain/status/types';

declare module 'fastify' {
  interface FastifyInstance {
    statusPage: StatusPage;
    buildInfo: BuildInfo;
  }
}

export interface StatusOptions {
  /** A status page adapter; the local sandbox (notice below + own health) when omitted. */
  statusPage?: StatusPage;
  /** The configured maintenance notice of the local sandbox (MAINTENANCE_NOTICE). */
  maintenanceNotice?: MaintenanceNotice;
  build?: BuildInfo;
}

/** Decorates `app.statusPage` and `app.buildInfo` for the system handlers. */
export default fp(
  async function statusPlugin(app: FastifyInstance, options: StatusOptions) {
    const statusPage =
      options.statusPage ??
      createLocalStatusPage({
        notice: options.maintenanceNotice,
        probes: [
          { id: 'api', name: 'API', check: async () => {} },
          {
            id: 'database',
            name: 'Database',
            check: async () => {
              await app.db.execute(sql`select 1`);
            },
          },
        ],
      });
    app.decorate('statusPage', statusPage);
    app.decorate('buildInfo', options.build ?? readBuildInfo(process.env, app.now()));
  },
  { name: 'status', dependencies: ['db'] },
);
