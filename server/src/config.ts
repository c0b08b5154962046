import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  staticDir: string;
  logLevel: string;
}

/** Reads the server's settings from the environment; paths resolve against the working dir. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    // The demo account is on unless explicitly disabled, so a fresh checkout can sign in.
    demo: env.PARAPH_DEMO !== '0',
    staticDir: resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}
