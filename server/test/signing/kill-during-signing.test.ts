import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/domain/demo';
import { LOCK_LEASE_MS } from '../../src/domain/signing/request-lock';
import { freePort, killHard, startServer } from '../server-process';

/**
 * The real thing: the server process is killed (SIGKILL, no clean-up) while it holds a
 * request's signing lock, then started again on the same data directory. The next signing must
 * get through within about one lease, not wait out a long time-to-live.
 */
let dataDir = '';
let child: ChildProcess | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function api(port: number, token?: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as never };
  };
}

async function signIn(port: number) {
  const { json } = await api(port)('POST', '/v1/login', DEMO_CREDENTIALS);
  return api(port, (json as { token: string }).token);
}

/** The demo account's first simple request to sign, as a `POST /v3/sign` body. */
async function requestToSign(call: ReturnType<typeof api>) {
  const { json } = await call('GET', '/v3/signature-requests?view=toSign');
  // Advanced and qualified ones need an identification first.
  const request = (
    json as { items: { id: string; quality: string; documents: { id: string }[] }[] }
  ).items.find((item) => item.quality === 'SES');
  expect(request).toBeDefined();
  return {
    id: request!.id,
    body: {
      signatureRequests: [
        {
          signatureRequestId: request!.id,
          documentSignatures: request!.documents.map((document) => ({
            document_id: document.id,
          })),
        },
      ],
    },
  };
}

describe('a signing process killed with SIGKILL', () => {
  it('frees the request within about one lease once the server is back', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'paraph-kill-'));
    const port = await freePort();
    child = (await startServer({ port, dataDir })).child;
    let call = await signIn(port);
    const request = await requestToSign(call);

    // Sign, and kill the process the moment the lock is taken (making the signing
    // certificate authority on first use keeps it there a while).
    void call('POST', '/v3/sign', request.body).catch(() => undefined);
    let locked = false;
    for (let tries = 0; tries < 400 && !locked; tries += 1) {
      locked = (
        (await call('GET', `/v3/signature-requests/${request.id}/lock-status`)).json as {
          locked: boolean;
        }
      ).locked;
      if (!locked) await sleep(10);
    }
    expect(locked).toBe(true);
    await killHard(child);

    child = (await startServer({ port, dataDir })).child;
    // Timed from the server being back: how long a restart takes depends on the machine's
    // load, and the lease the killed process took runs out at most one lease after the kill.
    const backAt = Date.now();
    call = await signIn(port);
    const signed = await call('POST', '/v3/sign', request.body);
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
    expect(signed.json).toMatchObject({ status: 'SIGNED' });
    // At most the rest of the lease, then the signing: well within the 30 s a waiting signer allows.
    expect(Date.now() - backAt).toBeLessThan(LOCK_LEASE_MS + 10_000);
  }, 180_000);
});
