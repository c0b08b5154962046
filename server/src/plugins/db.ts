import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseTarget, type Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbOptions {
  target: DatabaseTarget;
}

/** Opens (and migrates) the database before any route exists and closes it with the app. */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: DbOptions) {
    const database = await openDatabase(options.target, (error) =>
      app.log.error({ err: error }, 'idle database connection failed'),
    );
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
