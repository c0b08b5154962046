import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemo, type DemoLogin } from '../domain/demo';
import { seedDemoBilling } from '../domain/demo-billing';
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
      options.enabled ? await seedDemo({ db: app.db, blobs: app.blobs, now: options.now() }) : null,
    );
    if (options.enabled) {
      await signDemoRequests({ db: app.db, blobs: app.blobs, signing: app.signing });
      // After the seed's transaction: the payment sandbox keeps its records through the pool.
      await seedDemoBilling({
        db: app.db,
        now: options.now(),
        provider: app.payments.provider,
        invoicing: app.payments.invoicing,
        appOrigin: new URL(app.mail.link('')).origin,
        attachTestCard: (customerId, number) =>
          app.payments.sandbox.attachTestCard(customerId, number),
      });
    }
  },
  { name: 'demo', dependencies: ['db', 'mail', 'documents', 'signing', 'payments'] },
);
