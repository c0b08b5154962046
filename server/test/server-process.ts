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

/**
 * The server as `npm start` runs it (embedded database in `dataDir`), answering on `port`; for
 * tests that kill it (SIGKILL) and start it again on the same data.
 */
export async function startServer(
  { port, dataDir }: { port: number; dataDir: string },
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-app'),
    LOG_LEVEL: 'error',
    PARAPH_DEMO: '1',
    ...extraEnv,
  };
  // Always the embedded database in its own folder, even in the PostgreSQL run.
  delete env.DATABASE_URL;
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Opening the file database and migrating it can take a while on a busy machine.
  for (let waited = 0; waited < 120_000; waited += 100) {
    if (started.exitCode !== null) throw new Error(`server exited: ${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/v1/system/version`).catch(() => null);
    if (up?.ok) return started;
    await sleep(100);
  }
  throw new Error('server did not start');
}

/** Kills the process without any clean-up, as a crash would, and waits until it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}
