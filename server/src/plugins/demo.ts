import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemo, type DemoLogin } from '../domain/demo';
import { signDemoRequests } from '../domain/demo-signatures';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo account's login when demo mode is on and the account exists. */
    demoLogin: DemoLogin | null;
  }
}

export interface DemoOptions {
  enabled: boolean;
  now: () => Date;
}

export default fp(
  async function demoPlugin(app: FastifyInstance, options: DemoOptions) {
    app.decorate(
      'demoLogin',
      options.enabled ? await seedDemo(app.db, app.blobs, options.now()) : null,
    );
    if (options.enabled) await signDemoRequests(app.db, app.blobs, app.signing);
  },
  { name: 'demo', dependencies: ['db', 'documents', 'signing'] },
);
