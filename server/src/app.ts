import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseTarget } from './db/database';
import { serviceHandlers } from './handlers';
import { createValidatorCompiler } from './openapi/validator';
import auth from './plugins/auth';
import db from './plugins/db';
import demo from './plugins/demo';
import openapiRoutes from './plugins/openapi';
import problem from './plugins/problem';
import spa from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock; injected in tests to move time forward. */
    now: () => Date;
  }
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export interface AppOptions {
  /** Where data lives; an in-memory PGlite when omitted (tests). */
  database?: DatabaseTarget;
  now?: () => Date;
  /** False (the default) for silence, true or pino options to log; secrets are always redacted. */
  logger?: boolean | LoggerOptions;
  /** Seed the demo accounts into an empty database. */
  demo?: boolean;
  /** The built SPA, served when the folder exists. */
  staticDir?: string;
}

// Passwords and tokens must never reach a log line, whoever logs the request or its body.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  '*.password',
  '*.token',
];

/** The whole server as one plugin: error handling, database, auth, demo data, routes, SPA. */
export const paraph = fp(
  async function paraphPlugin(app: FastifyInstance, options: AppOptions) {
    const now = options.now ?? (() => new Date());
    app.decorate('now', now);
    app.setValidatorCompiler(createValidatorCompiler());

    await app.register(problem);
    await app.register(db, { target: options.database ?? 'memory' });
    await app.register(auth, { now });
    await app.register(demo, { enabled: options.demo ?? false, now });
    await app.register(openapiRoutes, { handlers: serviceHandlers });
    if (options.staticDir && existsSync(options.staticDir)) {
      await app.register(spa, { root: options.staticDir });
    }
  },
  { name: 'paraph' },
);

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(options.logger) });
  await app.register(paraph, options);
  return app;
}

function loggerOptions(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), redact: REDACT };
}
