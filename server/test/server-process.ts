import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = join(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
}

/**
 * `server/src/server.ts` as `npm start` runs it, answering on `port`; `env` adds to or overrides
 * the environment. Its database is the embedded one in `dataDir` (even in the PostgreSQL run)
 * unless `env` names a DATABASE_URL. For tests that drain it, kill it (SIGKILL) and start it
 * again on the same data.
 */
export async function startServer(
  { port, dataDir }: { port: number; dataDir: string },
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-app'),
    LOG_LEVEL: 'error',
    PARAPH_DEMO: '1',
    ...env,
  };
  if (!env.DATABASE_URL) delete environment.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Opening the file database and migrating it can take minutes on a busy shared machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/v1/system/version`).catch(() => null);
    if (up?.ok) return { child, output: () => output };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** Kills the process without any clean-up, as a crash would, and waits until it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}
