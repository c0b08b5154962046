import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../server-process';

/**
 * The real server process, drained by SIGTERM while a request is in flight: a login whose body
 * is still arriving when the signal comes. It must be answered (not cut off, not a 500 from a
 * closed database), /readyz must turn 503 during the delay, new connections must then be
 * refused, and the process must exit 0.
 */
let dataDir = '';
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** A login whose body is sent in two halves: the second when `finish` is called. */
function slowLogin(port: number) {
  const body = JSON.stringify({ email: 'nobody@paraph.example', password: 'not the password' });
  const call = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/v1/login',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    call.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    call.on('error', reject);
  });
  // Never left unhandled when a test ends before the answer (the deadline test).
  answered.catch(() => undefined);
  call.write(body.slice(0, 10));
  return { answered, finish: () => call.end(body.slice(10)) };
}

describe('SIGTERM', () => {
  it('drains: in-flight request answered, readiness 503, new connections refused, exit 0', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'paraph-drain-'));
    const port = await freePort();
    server = await startServer(
      { port, dataDir },
      {
        PARAPH_DEMO: '0',
        SHUTDOWN_DELAY_MS: '1500',
        LOG_LEVEL: 'info',
      },
    );
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const login = slowLogin(port);
    await sleep(200);
    const exit = exited(server.child);
    server.child.kill('SIGTERM');

    // During the delay the server still answers, but no longer as ready.
    await sleep(300);
    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'not ready', failing: ['draining'] });

    // After it the listener is closed while the login still waits for its body.
    await sleep(2000);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    login.finish();
    const answered = await login.answered;
    expect(answered.status, answered.body).toBe(401);
    expect(await exit).toBe(0);
    expect(server.output()).toContain('drained');
  }, 400_000);

  it('exits 1 when the drain outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const port = await freePort();
    server = await startServer(
      { port, dataDir },
      {
        PARAPH_DEMO: '0',
        SHUTDOWN_TIMEOUT_MS: '1000',
      },
    );
    // A request that never finishes keeps the drain from ending.
    slowLogin(port);
    await sleep(200);
    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    expect(await exit).toBe(1);
  }, 400_000);
});
