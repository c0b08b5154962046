import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { requestEvents } from '../../src/db/schema';
import { build } from '../build';
import { createDraft, guestAuth, initiate, people, type Person } from './lifecycle-setup';

const t = build();

/** A sent request with a signer, an observer and a guest signer, as everyone reads it. */
async function sentRequest() {
  const who = await people(t.app);
  const draft = await createDraft(
    t.app,
    who.owner,
    [who.signer.email, 'guest@example.test'],
    [who.observer.email],
  );
  const sent = await initiate(t.app, who.owner, draft.id);
  const guestSid = sent.signatures.find((s) => s.account_email === 'guest@example.test')?.sid;
  return { who, id: draft.id, guest: await guestAuth(t.app, guestSid ?? '', draft.id) };
}

const verify = (id: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/v3/signature-requests/${id}/audit-trail`, headers });

async function storedEvents(id: string) {
  return t.app.db
    .select({ seq: requestEvents.seq, hash: requestEvents.hash })
    .from(requestEvents)
    .where(eq(requestEvents.requestId, id))
    .orderBy(asc(requestEvents.seq));
}

describe('verifying a request’s audit trail', () => {
  it('an intact chain is valid for owner, signer and observer, and reading it records nothing', async () => {
    const { who, id } = await sentRequest();
    const before = await storedEvents(id);
    for (const person of [who.owner, who.signer, who.observer] as Person[]) {
      const response = await verify(id, person.headers);
      expect(response.statusCode, response.body).toBe(200);
      expectContractResponse('verifySignatureRequestAuditTrail', response);
      const body = response.json();
      expect(body).toMatchObject({
        valid: true,
        event_count: before.length,
        head_hash: before.at(-1)?.hash,
      });
      expect(body).not.toHaveProperty('first_invalid_seq');
      expect(Date.parse(body.verified_at)).not.toBeNaN();
    }
    expect(await storedEvents(id)).toEqual(before);
  });

  it('a tampered row makes it invalid from that event on', async () => {
    const { who, id } = await sentRequest();
    await t.app.db.execute(
      sql`update request_events set ip = '198.51.100.1' where request_id = ${id} and seq = 2`,
    );
    const response = await verify(id, who.owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('verifySignatureRequestAuditTrail', response);
    expect(response.json()).toMatchObject({ valid: false, first_invalid_seq: 2 });
  });

  it('a stranger gets 404', async () => {
    const { who, id } = await sentRequest();
    expect((await verify(id, who.stranger.headers)).statusCode).toBe(404);
  });

  it('the guest verifies their own request under /v3/direct, and no other', async () => {
    const mine = await sentRequest();
    const other = await sentRequest();
    const direct = (id: string) =>
      t.app.inject({ url: `/v3/direct/signature-requests/${id}/audit-trail`, headers: mine.guest });
    const response = await direct(mine.id);
    expect(response.statusCode, response.body).toBe(200);
    expectContractResponse('verifyDirectSignatureRequestAuditTrail', response);
    expect(response.json()).toMatchObject({ valid: true });
    expect([401, 404]).toContain((await direct(other.id)).statusCode);
  });

  it('the protocol shows the verification, intact and broken', async () => {
    const { who, id } = await sentRequest();
    const report = (type: string) =>
      t.app.inject({
        url: `/v3/signature-requests/${id}/report?type=${type}`,
        headers: who.owner.headers,
      });
    const intact = await report('JSON');
    expectContractResponse('getSignatureReport', intact);
    const trail = intact.json().auditTrail;
    expect(trail).toMatchObject({ valid: true });
    const html = (await report('HTML')).body;
    expect(html).toContain(
      `Audit trail intact: ${trail.event_count} events, chain head ${trail.head_hash}`,
    );

    await t.app.db.execute(
      sql`update request_events set message = 'forged' where request_id = ${id} and seq = 1`,
    );
    const broken = await report('JSON');
    expectContractResponse('getSignatureReport', broken);
    expect(broken.json().auditTrail).toMatchObject({ valid: false, first_invalid_seq: 1 });
    expect((await report('HTML')).body).toContain(
      `Audit trail has been altered: the chain breaks at event 1 of ${trail.event_count}`,
    );
    const pdf = await report('PDF');
    expect(pdf.statusCode).toBe(200);
  });
});
