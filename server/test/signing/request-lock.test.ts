import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signatureRequests } from '../../src/db/schema';
import {
  LOCK_LEASE_MS,
  requireLockHeld,
  withRequestLock,
} from '../../src/domain/signing/request-lock';
import { bearer, createUser, login } from '../fixtures';
import { build } from '../build';
import { people } from '../requests/lifecycle-setup';
import { sendRequest, sign, snapshot } from './sign-setup';

const t = build();
const realClock = () => new Date();

async function openRequest() {
  const who = await people(t.app);
  return sendRequest(t.app, who.owner, [who.signer.email]);
}

async function lockRow(requestId: string) {
  const [row] = await t.app.db
    .select({ by: signatureRequests.lockedBy, until: signatureRequests.lockedUntil })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  return row;
}

describe('the signing lock is a lease that lives as long as its holder', () => {
  it('the default lease of a crashed holder ends in seconds, not minutes', async () => {
    const request = await openRequest();
    // Exactly what a process killed right after a heartbeat leaves behind.
    expect(LOCK_LEASE_MS).toBeLessThanOrEqual(15_000);
    await t.app.db
      .update(signatureRequests)
      .set({ lockedBy: 'sig_killed', lockedUntil: new Date(Date.now() + LOCK_LEASE_MS) })
      .where(eq(signatureRequests.id, request.id));
    const started = Date.now();
    const signed = await withRequestLock(
      { db: t.app.db, requestId: request.id, holder: 'sig_next', clock: realClock },
      async () => lockRow(request.id),
    );
    expect(signed?.by).toBe('sig_next');
    expect(Date.now() - started).toBeLessThan(LOCK_LEASE_MS + 2_000);
  }, 30_000);

  it('a live holder renews its lease, so a long signing keeps the lock', async () => {
    const request = await openRequest();
    const lease = { leaseMs: 600 };
    const order: string[] = [];
    const first = withRequestLock(
      {
        db: t.app.db,
        requestId: request.id,
        holder: 'sig_slow',
        clock: realClock,
        options: { waitMs: 10_000, ...lease },
      },
      async () => {
        order.push('slow started');
        // Several leases long: without renewal the second signer would get in meanwhile.
        await sleep(2_500);
        order.push('slow done');
      },
    );
    await sleep(100);
    const second = withRequestLock(
      {
        db: t.app.db,
        requestId: request.id,
        holder: 'sig_waiting',
        clock: realClock,
        options: { waitMs: 10_000, ...lease },
      },
      async () => {
        order.push('waiting started');
      },
    );
    await Promise.all([first, second]);
    expect(order).toEqual(['slow started', 'slow done', 'waiting started']);
    // Released on the way out: nothing is left locked.
    expect(await lockRow(request.id)).toEqual({ by: null, until: null });
  }, 20_000);

  it('lock-status readers see the holder while it signs', async () => {
    const request = await openRequest();
    await withRequestLock(
      {
        db: t.app.db,
        requestId: request.id,
        holder: 'sig_reader',
        clock: realClock,
        options: { waitMs: 1_000, leaseMs: 5_000 },
      },
      async () => {
        const row = await lockRow(request.id);
        expect(row?.by).toBe('sig_reader');
        expect(row?.until?.getTime()).toBeGreaterThan(Date.now());
      },
    );
  });

  it('a holder whose lease lapsed and was taken over may not record its signature', async () => {
    const request = await openRequest();
    await withRequestLock(
      { db: t.app.db, requestId: request.id, holder: 'sig_stalled', clock: realClock },
      async () => {
        await t.app.db.transaction((tx) =>
          requireLockHeld(tx, { requestId: request.id, holder: 'sig_stalled', now: new Date() }),
        );
        // The holder stalled past its lease and another signer took the request over.
        await t.app.db
          .update(signatureRequests)
          .set({ lockedBy: 'sig_other', lockedUntil: new Date(Date.now() + 60_000) })
          .where(eq(signatureRequests.id, request.id));
        await expect(
          t.app.db.transaction((tx) =>
            requireLockHeld(tx, { requestId: request.id, holder: 'sig_stalled', now: new Date() }),
          ),
        ).rejects.toMatchObject({ code: 'REQUEST_LOCKED' });
      },
    );
    // Its release leaves the other signer's lock alone.
    expect(await lockRow(request.id)).toMatchObject({ by: 'sig_other' });
  });
});

describe('signers racing for one request', () => {
  it('six signers signing at once all land, one after another', async () => {
    const who = await people(t.app);
    const signers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const user = await createUser(t.app, { firstName: `Racer${i}` });
        return { email: user.email, headers: bearer(await login(t.app, user)) };
      }),
    );
    const request = await sendRequest(
      t.app,
      who.owner,
      signers.map((signer) => signer.email),
    );
    const target = { requestId: request.id, documentId: request.documentId };
    const responses = await Promise.all(signers.map((signer) => sign(t.app, signer, target)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const after = await snapshot(t.app, request.id);
    expect(after.versions).toHaveLength(7);
    expect(after.signatures.every((row) => row.status === 'SIGNED')).toBe(true);
    expect(await lockRow(request.id)).toEqual({ by: null, until: null });
  }, 60_000);
});
