import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signatureRequests, signatures } from '../src/db/schema';
import { startInvitationVerification } from '../src/domain/requests/verifications';
import { build, createClock } from './build';
import { createRequest, createUser, guestLink, guestPair, post } from './fixtures';
import { captureMail } from './mail-capture';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer } });

let counter = 0;

/** A guest invited to an OPEN request, with the link's Basic credentials. */
async function guest(status: 'OPEN' | 'SIGNED' = 'OPEN') {
  const owner = await createUser(t.app);
  const email = `guest-${Date.now()}-${(counter += 1)}@example.ch`;
  const requestId = await createRequest(t.app, {
    ownerId: owner.id,
    title: 'Lease',
    status,
    signers: [{ email, firstName: 'Max', lastName: 'Muster', status }],
  });
  const [signature] = await t.app.db
    .select()
    .from(signatures)
    .where(eq(signatures.requestId, requestId));
  const sid = signature?.id ?? '';
  const link = await guestLink(t.app, sid, requestId);
  return { sid, secret: link.secret, requestId, email, headers: link.basic };
}

const basic = (user: string, password: string) => guestPair(user, password).basic;

describe('GET and PUT /v1/direct/user', () => {
  it('shows and updates the guest', async () => {
    const g = await guest();
    const shown = await t.app.inject({ url: '/v1/direct/user', headers: g.headers });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: g.sid,
      email: g.email,
      firstName: 'Max',
      lastName: 'Muster',
      mobile: null,
      language: 'en-gb',
      immutableEidFields: [],
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/v1/direct/user',
      headers: g.headers,
      payload: { firstName: 'Maxi', lastName: 'Muster', mobile: '079 555 0123', language: 'it' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      firstName: 'Maxi',
      mobile: '079 555 0123',
      language: 'it',
    });
  });

  it('says the highest quality the guest reaches for this request, as signing counts it', async () => {
    const g = await guest();
    const highest = async () =>
      (await t.app.inject({ url: '/v1/direct/user', headers: g.headers })).json().highestQuality;
    expect(await highest()).toBe('ses');
    await t.app.db
      .update(signatures)
      .set({ signatureQualities: { qes: { zertes: { quality: 'qes' } } } })
      .where(eq(signatures.id, g.sid));
    expect(await highest()).toBe('qes');
    // A ZertES identification counts for nothing under an eIDAS request.
    await t.app.db
      .update(signatureRequests)
      .set({ legislation: 'EIDAS' })
      .where(eq(signatureRequests.id, g.requestId));
    expect(await highest()).toBe('ses');
  });

  it('refuses to change fields an identification fixed', async () => {
    const g = await guest();
    await t.app.db
      .update(signatures)
      .set({ immutableEidFields: ['lastName'] })
      .where(eq(signatures.id, g.sid));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/v1/direct/user',
      headers: g.headers,
      payload: { firstName: 'Max', lastName: 'Other', language: 'de-ch' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    const g = await guest();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/v1/direct/user',
      headers: g.headers,
      payload: { firstName: 'Max', lastName: 'Muster', language: 'es' },
    });
    expect(response.json()).toMatchObject({ status: 400, field: 'language' });
  });

  it('admits only the pair of one request’s signer', async () => {
    const a = await guest();
    const b = await guest();
    for (const headers of [
      {},
      basic(a.secret, b.requestId),
      basic(b.secret, a.requestId),
      basic(a.sid, a.requestId),
      basic('gl_unknown', a.requestId),
      { authorization: 'Bearer whatever' },
    ]) {
      const response = await t.app.inject({ url: '/v1/direct/user', headers });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('guest TAN', () => {
  it('mails a code that a check accepts without spending it (the signature spends it)', async () => {
    const g = await guest();
    const sent = await post(t.app, '/v1/direct/tan/resend', undefined, g.headers);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      destinationHint: 'g***@example.ch',
      expiresAt: new Date(clock.now().getTime() + 5 * 60 * 1000).toISOString(),
    });
    const code = /is (\d{6})/.exec(mail.last(g.email).text)?.[1] ?? '';
    expect(sent.body).not.toContain(code);

    expect((await post(t.app, '/v1/direct/tan/check', { tan: code }, g.headers)).statusCode).toBe(
      204,
    );
    const again = await post(t.app, '/v1/direct/tan/check', { tan: code }, g.headers);
    expect(again.statusCode, again.body).toBe(204);
  });

  it('tells invalid, expired and locked apart', async () => {
    const g = await guest();
    await post(t.app, '/v1/direct/tan/resend', undefined, g.headers);
    const code = /is (\d{6})/.exec(mail.last(g.email).text)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    const invalid = await post(t.app, '/v1/direct/tan/check', { tan: wrong }, g.headers);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().code).toBe('TAN_INVALID');
    for (let i = 0; i < 3; i += 1)
      await post(t.app, '/v1/direct/tan/check', { tan: wrong }, g.headers);
    const locked = await post(t.app, '/v1/direct/tan/check', { tan: wrong }, g.headers);
    expect(locked.json().code).toBe('TAN_LOCKED');
    expect((await post(t.app, '/v1/direct/tan/check', { tan: code }, g.headers)).json().code).toBe(
      'TAN_LOCKED',
    );
    // Asking for a new code does not lift the lock before 30 minutes.
    clock.advance(2 * 60 * 1000);
    const refused = await post(t.app, '/v1/direct/tan/resend', undefined, g.headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(28 * 60);
    clock.advance(28 * 60 * 1000);
    expect((await post(t.app, '/v1/direct/tan/resend', undefined, g.headers)).statusCode).toBe(202);

    const h = await guest();
    await post(t.app, '/v1/direct/tan/resend', undefined, h.headers);
    const hCode = /is (\d{6})/.exec(mail.last(h.email).text)?.[1] ?? '';
    clock.advance(5 * 60 * 1000);
    const expired = await post(t.app, '/v1/direct/tan/check', { tan: hCode }, h.headers);
    expect(expired.json().code).toBe('TAN_EXPIRED');
  });

  it('sends at most once a minute, only for an open signature', async () => {
    const g = await guest();
    await post(t.app, '/v1/direct/tan/resend', undefined, g.headers);
    const soon = await post(t.app, '/v1/direct/tan/resend', undefined, g.headers);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

    const done = await guest('SIGNED');
    const closed = await post(t.app, '/v1/direct/tan/resend', undefined, done.headers);
    expect(closed.statusCode).toBe(409);
  });

  it('needs guest credentials and a 6-digit tan', async () => {
    const g = await guest();
    expect((await post(t.app, '/v1/direct/tan/check', { tan: '123456' })).statusCode).toBe(401);
    expect((await post(t.app, '/v1/direct/tan/resend')).statusCode).toBe(401);
    const bad = await post(t.app, '/v1/direct/tan/check', { tan: '12ab' }, g.headers);
    expect(bad.json()).toMatchObject({ status: 400, field: 'tan' });
  });
});

describe('invitation verification: api/resend, respond, cancel', () => {
  async function started() {
    const g = await guest();
    const verification = await startInvitationVerification(
      { db: t.app.db, mail: t.app.mail, now: clock.now() },
      g.sid,
    );
    // Called outside a request: nothing waits for the queued mail before the test reads it.
    await t.app.queue.drain();
    const code = () => /\b(\d{6})\b/.exec(mail.last(g.email).text)?.[1] ?? '';
    return { ...g, id: verification.id, code };
  }

  it('confirms with the mailed code', async () => {
    const v = await started();
    const response = await post(t.app, `/api/respond/${v.id}`, { secret: v.code() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: v.id, status: 'confirmed', channel: 'email' });
  });

  it('counts wrong codes, then locks', async () => {
    const v = await started();
    const wrong = v.code() === '000000' ? '111111' : '000000';
    const first = await post(t.app, `/api/respond/${v.id}`, { secret: wrong });
    expect(first.statusCode).toBe(422);
    expect(first.json().code).toBe('VERIFICATION_FAILED');
    for (let i = 0; i < 3; i += 1) await post(t.app, `/api/respond/${v.id}`, { secret: wrong });
    const locked = await post(t.app, `/api/respond/${v.id}`, { secret: wrong });
    expect(locked.statusCode).toBe(409);
    expect((await post(t.app, `/api/respond/${v.id}`, { secret: v.code() })).statusCode).toBe(409);
  });

  it('resends a new code (once a minute) and cancels', async () => {
    const v = await started();
    const old = v.code();
    clock.advance(61 * 1000);
    const resent = await post(t.app, `/api/resend/${v.id}`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'pending', attemptsLeft: 5 });
    expect((await post(t.app, `/api/resend/${v.id}`)).statusCode).toBe(429);
    if (old !== v.code()) {
      expect((await post(t.app, `/api/respond/${v.id}`, { secret: old })).statusCode).toBe(422);
    }
    expect((await post(t.app, `/api/cancel/${v.id}`)).statusCode).toBe(204);
    const after = await post(t.app, `/api/respond/${v.id}`, { secret: v.code() });
    expect(after.statusCode).toBe(409);
  });

  it('answers 404 for an unknown id and 400 for a malformed secret', async () => {
    expect((await post(t.app, '/api/resend/ver_unknown123')).statusCode).toBe(404);
    expect((await post(t.app, '/api/cancel/ver_unknown123')).statusCode).toBe(404);
    const bad = await post(t.app, '/api/respond/ver_unknown123', { secret: 'abc' });
    expect(bad.json()).toMatchObject({ status: 400, field: 'secret' });
  });
});
