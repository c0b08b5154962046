import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signatureRequests, signatures } from '../../src/db/schema';
import { verifyAuditTrail } from '../../src/domain/requests/audit-trail';
import { build, createClock } from '../build';
import { expectContractResponse } from '../../../tests/contract/contract';
import { captureMail } from '../mail-capture';
import {
  createDraft,
  guestAuth,
  initiate,
  mailedGuestAuth,
  people,
  type Person,
} from './lifecycle-setup';
import { bearer, createUser, login } from '../fixtures';

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people(t.app);
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as?: Person,
  payload?: object,
) => t.app.inject({ method, url, headers: as?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('creating and editing a draft', () => {
  it('creates a DRAFT only its owner sees, with documents, signers and observers', async () => {
    const draft = await createDraft(
      t.app,
      who.owner,
      [who.signer.email, 'guest@example.test'],
      [who.observer.email],
    );
    const own = await call('GET', `/v3/signature-requests/${draft.id}`, who.owner);
    expect(own.statusCode).toBe(200);
    expectContractResponse('getSignatureRequest', own);
    const body = own.json();
    expect(body.status_overall).toBe('DRAFT');
    expect(body.signatures.map((s: { status_code: string }) => s.status_code)).toEqual([
      'DRAFT',
      'DRAFT',
    ]);
    expect(body.documents).toHaveLength(1);
    for (const other of [who.signer, who.observer, who.stranger]) {
      expect((await call('GET', `/v3/signature-requests/${draft.id}`, other)).statusCode).toBe(404);
    }
  });

  it('refuses duplicate signers, unknown documents and foreign businesses and stores nothing', async () => {
    const before = await t.app.db.$count(signatureRequests);
    const base = { title: 'X', documents: [], signatures: [] as object[] };
    const duplicate = await call('POST', '/v3/signature-requests', who.owner, {
      ...base,
      signatures: [
        { signer_identity_data: { email_address: 'a@example.test' } },
        { signer_identity_data: { email_address: 'A@example.test' } },
      ],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'signatures.1' });
    const unknown = await call('POST', '/v3/signature-requests', who.owner, {
      ...base,
      documents: [{ id: 'doc_doesNotExist0000' }],
    });
    expect(unknown.statusCode).toBe(404);
    const business = await call('POST', '/v3/signature-requests', who.owner, {
      ...base,
      business_id: 'biz_someoneElse0000',
    });
    expect(business.statusCode).toBe(403);
    const invalid = await call('POST', '/v3/signature-requests', who.owner, { title: '' });
    expect(invalid.statusCode).toBe(400);
    const after = await t.app.db.$count(signatureRequests);
    expect(after).toBe(before);
  });

  it('updates a draft for the owner only; a sent request is 409', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email], [who.observer.email]);
    const url = `/v3/signature-requests/${draft.id}`;
    const update = await call('PUT', url, who.owner, { title: 'Renamed', message: 'New text' });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ title: 'Renamed', message: 'New text' });
    expect((await call('PUT', url, who.stranger, { title: 'Nope' })).statusCode).toBe(404);
    await initiate(t.app, who.owner, draft.id);
    expect((await call('PUT', url, who.observer, { title: 'Nope' })).statusCode).toBe(403);
    expect((await call('PUT', url, who.owner, { title: 'Late' })).statusCode).toBe(409);
  });

  it('deletes a draft with its documents', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email]);
    expect(
      (await call('DELETE', `/v3/signature-requests/${draft.id}`, who.stranger)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/v3/signature-requests/${draft.id}`, who.owner)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/v3/signature-requests/${draft.id}`, who.owner)).statusCode).toBe(
      404,
    );
  });
});

describe('sending', () => {
  it('opens the request and invites account holders and guests, guests with one mail and no code', async () => {
    const guest = `guest-${Date.now()}@example.test`;
    const draft = await createDraft(t.app, who.owner, [who.signer.email, guest]);
    const sent = await initiate(t.app, who.owner, draft.id);
    expect(sent.status_overall).toBe('OPEN');
    expect(sent.signatures.every((signature) => signature.status_code === 'OPEN')).toBe(true);

    expect(mail.linkOf(who.signer.email).pathname).toBe(`/view/${draft.id}`);
    const guestSid = sent.signatures.find((s) => s.account_email === guest)?.sid ?? '';
    const guestMails = mail.messages.filter((message) => message.to === guest);
    // The links carry secrets of their own, never the signature id every participant reads.
    const invitation = guestMails.find((message) => message.link?.includes('/view/'));
    expect(invitation?.link).toMatch(
      new RegExp(`^https://app.test/view/${draft.id}/gl_[A-Za-z0-9_-]{43}$`),
    );
    expect(invitation?.text).toMatch(/\/sendto\/st_[A-Za-z0-9_-]{43}\b/);
    // The guest's only code is the one mailed when they sign; the invitation carries none.
    expect(guestMails).toHaveLength(1);
    expect(guestMails.some((message) => /\b\d{6}\b/.test(message.text))).toBe(false);
    expect(guestMails.some((message) => message.text.includes(guestSid))).toBe(false);

    // The signer sees it on the dashboard; the guest reaches it with the mailed link.
    const list = await call('GET', '/v3/signature-requests?view=toSign', who.signer);
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(draft.id);
    const direct = await t.app.inject({
      url: `/v3/direct/signature-requests/${draft.id}`,
      headers: mailedGuestAuth(invitation?.link),
    });
    expect(direct.statusCode).toBe(200);
    expect(JSON.stringify(direct.json())).not.toMatch(/gl_|st_[A-Za-z0-9_-]{43}/);
  });

  it('refuses to send without a signer and only lets the owner send', async () => {
    const empty = await createDraft(t.app, who.owner, []);
    const response = await call('POST', `/v3/signature-requests/${empty.id}/initiate`, who.owner);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'signatures' });
    const draft = await createDraft(t.app, who.owner, [who.signer.email]);
    expect(
      (await call('POST', `/v3/signature-requests/${draft.id}/initiate`, who.signer)).statusCode,
    ).toBe(404);
    await initiate(t.app, who.owner, draft.id);
    expect(
      (await call('POST', `/v3/signature-requests/${draft.id}/initiate`, who.owner)).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/v3/signature-requests/${draft.id}/initiate`, who.signer)).statusCode,
    ).toBe(403);
  });

  it('keeps later signers WAITING in a signing order', async () => {
    const draft = await createDraft(t.app, who.owner, [
      { email: who.signer.email, sequence: 1 },
      { email: 'second@example.test', sequence: 2 },
    ]);
    const sent = await initiate(t.app, who.owner, draft.id);
    expect(sent.signatures.map((s) => [s.account_email, s.status_code])).toEqual([
      [who.signer.email, 'OPEN'],
      ['second@example.test', 'WAITING'],
    ]);
    expect(mail.messages.filter((message) => message.to === 'second@example.test')).toHaveLength(0);
  });
});

describe('answers: decline, withdraw, remind, delegate', () => {
  it('a signer declines with a message; the owner and observers are told', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email], [who.observer.email]);
    await initiate(t.app, who.owner, draft.id);
    const url = `/v3/signature-requests/${draft.id}/decline`;
    expect((await call('POST', url, who.observer, { message: 'no' })).statusCode).toBe(403);
    expect((await call('POST', url, who.stranger, { message: 'no' })).statusCode).toBe(404);
    const declined = await call('POST', url, who.signer, { message: 'Wrong amount' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status_overall: 'DECLINED',
      signature_status: 'DECLINED',
    });
    expect(mail.last(who.owner.email).text).toContain('Wrong amount');
    expect(mail.last(who.observer.email).subject).toMatch(/declined/i);
    expect((await call('POST', url, who.signer, { message: 'again' })).statusCode).toBe(409);
  });

  it('the owner withdraws; signers and observers are told; only the owner may', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email], [who.observer.email]);
    await initiate(t.app, who.owner, draft.id);
    const url = `/v3/signature-requests/${draft.id}/withdraw`;
    expect((await call('POST', url, who.signer, { message: 'x' })).statusCode).toBe(403);
    const withdrawn = await call('POST', url, who.owner, { message: 'Changed terms' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status_overall).toBe('WITHDRAWN');
    expect(mail.last(who.signer.email).text).toContain('Changed terms');
    expect(mail.last(who.observer.email).subject).toMatch(/withdrawn/i);
    expect((await call('POST', url, who.owner, { message: 'x' })).statusCode).toBe(409);
  });

  it('deleting an open request withdraws it; a signer deleting it leaves it', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email, 'other@example.test']);
    await initiate(t.app, who.owner, draft.id);
    expect(
      (await call('DELETE', `/v3/signature-requests/${draft.id}`, who.signer)).statusCode,
    ).toBe(204);
    const after = await call('GET', `/v3/signature-requests/${draft.id}`, who.owner);
    expect(after.json().signatures.map((s: { account_email: string }) => s.account_email)).toEqual([
      'other@example.test',
    ]);
    expect((await call('DELETE', `/v3/signature-requests/${draft.id}`, who.owner)).statusCode).toBe(
      204,
    );
    const status = await call('GET', `/v3/signature-requests/${draft.id}/status`, who.owner);
    expect(status.json().status_overall).toBe('WITHDRAWN');
  });

  it('reminds open signers at most once an hour', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email]);
    await initiate(t.app, who.owner, draft.id);
    const url = `/v3/signature-requests/${draft.id}/remind`;
    expect((await call('POST', url, who.signer)).statusCode).toBe(403);
    const count = () => mail.messages.filter((m) => m.to === who.signer.email).length;
    const before = count();
    expect((await call('POST', url, who.owner)).statusCode).toBe(202);
    expect(count()).toBe(before + 1);
    const again = await call('POST', url, who.owner);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
    clock.advance(61 * 60 * 1000);
    expect((await call('POST', url, who.owner)).statusCode).toBe(202);
  });

  it('a signer delegates: the delegate is invited with a new link, the old one stops working', async () => {
    const asOwnerSigner = await createDraft(t.app, who.owner, [who.signer.email]);
    await initiate(t.app, who.owner, asOwnerSigner.id);
    const delegated = await call(
      'POST',
      `/v3/signature-requests/${asOwnerSigner.id}/delegate`,
      who.signer,
      { email: 'delegate@example.test', first_name: 'Dee', message: 'You handle this' },
    );
    expect(delegated.statusCode).toBe(200);
    const signers = delegated.json().signatures as { account_email: string; sid: string }[];
    expect(signers.map((s) => s.account_email)).toEqual(['delegate@example.test']);
    const invitation = mail.messages.find((m) => m.to === 'delegate@example.test' && m.link);
    expect(invitation?.text).toContain('You handle this');
    expect(
      (await call('GET', `/v3/signature-requests/${asOwnerSigner.id}`, who.signer)).statusCode,
    ).toBe(404);
    const stranger = await call(
      'POST',
      `/v3/signature-requests/${asOwnerSigner.id}/delegate`,
      who.stranger,
      {
        email: 'x@example.test',
      },
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('signers and observers', () => {
  it('the owner adds, changes and removes signers; others may not', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email], [who.observer.email]);
    await initiate(t.app, who.owner, draft.id);
    const base = `/v3/signature-requests/${draft.id}/signatures`;
    const signer = { signer_identity_data: { email_address: 'late@example.test' } };
    expect((await call('POST', base, who.observer, signer)).statusCode).toBe(403);
    expect((await call('POST', base, who.stranger, signer)).statusCode).toBe(404);
    const added = await call('POST', base, who.owner, signer);
    expect(added.statusCode).toBe(201);
    expectContractResponse('addSigner', added);
    expect(added.json().status_code).toBe('OPEN');
    const invitation = mail.messages.find((m) => m.to === 'late@example.test' && m.link);
    expect(invitation?.link).toMatch(new RegExp(`/view/${draft.id}/gl_[A-Za-z0-9_-]{43}$`));
    expect((await call('POST', base, who.owner, signer)).statusCode).toBe(409);

    const sid = added.json().sid as string;
    const changed = await call('POST', `${base}/${sid}`, who.owner, {
      signer_identity_data: { email_address: 'later@example.test', first_name: 'Lee' },
    });
    expect(changed.statusCode).toBe(200);
    const newSid = changed.json().sid as string;
    expect(newSid).not.toBe(sid);
    expect(
      (
        await t.app.inject({
          url: `/v3/direct/signature-requests/${draft.id}`,
          // A new address ends the links mailed to the old one.
          headers: mailedGuestAuth(invitation?.link),
        })
      ).statusCode,
    ).toBe(401);

    expect((await call('DELETE', `${base}/${newSid}`, who.signer)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${newSid}`, who.owner)).statusCode).toBe(204);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: base,
      headers: who.owner.headers,
      payload: { sids: [draft.signatures[0]?.sid] },
    });
    expect(remove.statusCode).toBe(409); // the last signer of an open request stays
  });

  it('the owner adds, renames and removes observers; an observer may leave', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email]);
    await initiate(t.app, who.owner, draft.id);
    const base = `/v3/signature-requests/${draft.id}/observers`;
    expect((await call('POST', base, who.signer, { email: who.observer.email })).statusCode).toBe(
      403,
    );
    const added = await call('POST', base, who.owner, { email: who.observer.email });
    expect(added.statusCode).toBe(201);
    expectContractResponse('addObserver', added);
    expect(mail.last(who.observer.email).subject).toMatch(/observer/i);
    expect((await call('POST', base, who.owner, { email: who.observer.email })).statusCode).toBe(
      409,
    );
    expect((await call('GET', `/v3/signature-requests/${draft.id}`, who.observer)).statusCode).toBe(
      200,
    );
    const list = await call('GET', '/v3/signature-requests?view=pending', who.observer);
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(draft.id);

    const id = added.json().id as string;
    const renamed = await call('POST', `${base}/${id}`, who.owner, {
      email: 'archive@example.test',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', `/v3/signature-requests/${draft.id}`, who.observer)).statusCode).toBe(
      404,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: base,
      headers: who.owner.headers,
      payload: { email: 'archive@example.test' },
    });
    expect(removed.statusCode).toBe(204);

    const again = await call('POST', base, who.owner, { email: who.observer.email });
    expect((await call('DELETE', `${base}/${again.json().id}`, who.observer)).statusCode).toBe(204);
    expect((await call('GET', `/v3/signature-requests/${draft.id}`, who.observer)).statusCode).toBe(
      404,
    );
  });
});

describe('completion', () => {
  it('completes once only signed signers are left, telling the owner and the observers', async () => {
    const draft = await createDraft(
      t.app,
      who.owner,
      [who.signer.email, 'slow@example.test'],
      [who.observer.email],
    );
    const sent = await initiate(t.app, who.owner, draft.id);
    const first = sent.signatures.find((s) => s.account_email === who.signer.email);
    const slow = sent.signatures.find((s) => s.account_email === 'slow@example.test');
    await t.app.db
      .update(signatures)
      .set({ statusCode: 'SIGNED', signedAt: clock.now() })
      .where(eq(signatures.id, first?.sid ?? ''));
    const removed = await call(
      'DELETE',
      `/v3/signature-requests/${draft.id}/signatures/${slow?.sid}`,
      who.owner,
    );
    expect(removed.statusCode).toBe(204);
    const status = await call('GET', `/v3/signature-requests/${draft.id}/status`, who.owner);
    expect(status.json()).toMatchObject({ status_overall: 'SIGNED', signed_count: 1 });
    expect(mail.last(who.owner.email).subject).toMatch(/signed/i);
    expect(mail.last(who.observer.email).subject).toMatch(/signed/i);
    const events = await call('GET', `/v3/signature-requests/${draft.id}/events`, who.owner);
    expect(events.json().events.at(-1).type).toBe('COMPLETED');
  });

  it('invites the next signer in the order when the one before is removed', async () => {
    const draft = await createDraft(t.app, who.owner, [
      { email: 'first@example.test', sequence: 1 },
      { email: 'next@example.test', sequence: 2 },
    ]);
    const sent = await initiate(t.app, who.owner, draft.id);
    const first = sent.signatures.find((s) => s.account_email === 'first@example.test');
    expect(mail.messages.some((m) => m.to === 'next@example.test')).toBe(false);
    await call('DELETE', `/v3/signature-requests/${draft.id}/signatures/${first?.sid}`, who.owner);
    const after = await call('GET', `/v3/signature-requests/${draft.id}`, who.owner);
    expect(after.json().signatures[0]).toMatchObject({
      account_email: 'next@example.test',
      status_code: 'OPEN',
    });
    expect(mail.messages.some((m) => m.to === 'next@example.test' && m.link)).toBe(true);
  });
});

describe('send-to links', () => {
  const sendToSecret = (email: string) =>
    /\/sendto\/(st_[A-Za-z0-9_-]{43})\b/.exec(mail.lastWithLink(email).text)?.[1] ?? '';

  it('only an account under the invited address claims the request', async () => {
    const address = `private-${Date.now()}@example.test`;
    const draft = await createDraft(t.app, who.owner, [address]);
    const sent = await initiate(t.app, who.owner, draft.id);
    const sid = sent.signatures[0]?.sid ?? '';
    const guestLinkAuth = mailedGuestAuth(mail.lastWithLink(address).link);
    const secret = sendToSecret(address);

    // The public signature id opens nothing.
    expect((await call('GET', `/v3/sendto/${sid}/get-internal`, who.stranger)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/v3/sendto/${sid}/claim`, who.stranger)).statusCode).toBe(404);

    // Another account holding the mail (forwarded, shared mailbox) sees it but cannot take it.
    const info = await call('GET', `/v3/sendto/${secret}/get-internal`, who.stranger);
    expect(info.statusCode).toBe(200);
    expectContractResponse('getSendTo', info);
    expect(info.json()).toMatchObject({
      id: secret,
      status: 'UNCLAIMED',
      signature_request_id: draft.id,
      addressed_to_you: false,
    });
    const refused = await call('POST', `/v3/sendto/${secret}/claim`, who.stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_MISMATCH');
    const [unchanged] = await t.app.db.select().from(signatures).where(eq(signatures.id, sid));
    expect(unchanged?.userId).toBeNull();

    // The invitee's own account (opened after the invitation) claims it.
    const invitee = await createUser(t.app, { email: address });
    const inviteeHeaders = bearer(await login(t.app, invitee));
    const own = await t.app.inject({
      url: `/v3/sendto/${secret}/get-internal`,
      headers: inviteeHeaders,
    });
    expect(own.json().addressed_to_you).toBe(true);
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/v3/sendto/${secret}/claim`,
      headers: inviteeHeaders,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().status).toBe('CLAIMED');
    const events = await call('GET', `/v3/signature-requests/${draft.id}/events`, who.owner);
    expect(events.json().events.map((event: { type: string }) => event.type)).toContain('CLAIMED');

    // From now on the signer works from the account: the guest link is spent.
    const direct = await t.app.inject({
      url: `/v3/direct/signature-requests/${draft.id}`,
      headers: guestLinkAuth,
    });
    expect(direct.statusCode).toBe(401);
    const other = await call('POST', `/v3/sendto/${secret}/claim`, who.observer);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('ALREADY_CLAIMED');
    expect(
      (await call('GET', `/v3/sendto/st_${'x'.repeat(43)}/get-internal`, who.stranger)).statusCode,
    ).toBe(404);
  });
});

describe('status, lock status, events and the audit trail', () => {
  it('reports counts, the lock and a hash-chained trail of every change and view', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email]);
    await initiate(t.app, who.owner, draft.id);
    await call('POST', `/v3/signature-requests/${draft.id}/view`, who.signer);
    const status = await call('GET', `/v3/signature-requests/${draft.id}/status`, who.signer);
    expect(status.json()).toEqual({
      id: draft.id,
      status_overall: 'OPEN',
      signature_status: 'OPEN',
      signatures_count: 1,
      signed_count: 0,
    });
    const lock = await call('GET', `/v3/signature-requests/${draft.id}/lock-status`, who.signer);
    expect(lock.json()).toEqual({ locked: false, locked_by: null, locked_until: null });
    const events = await call('GET', `/v3/signature-requests/${draft.id}/events`, who.signer);
    expectContractResponse('listSignatureRequestEvents', events);
    expect(events.json().events.map((event: { type: string }) => event.type)).toEqual([
      'CREATED',
      'INITIATED',
      'VIEWED',
    ]);
    expect(await verifyAuditTrail({ db: t.app.db }, draft.id)).toEqual({ intact: true });
    await t.app.db.execute(
      sql`update request_events set ip = '198.51.100.1' where request_id = ${draft.id} and seq = 2`,
    );
    expect(await verifyAuditTrail({ db: t.app.db }, draft.id)).toEqual({
      intact: false,
      brokenAt: 2,
    });
  });

  it('names the actors of the events where a name is known', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email]);
    await initiate(t.app, who.owner, draft.id);
    const added = await call('POST', `/v3/signature-requests/${draft.id}/signatures`, who.owner, {
      signer_identity_data: {
        email_address: 'named-guest@example.test',
        first_name: 'Gina',
        last_name: 'Guest',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const guest = await guestAuth(t.app, added.json().sid, draft.id);
    const guestView = await t.app.inject({
      method: 'POST',
      url: `/v3/direct/signature-requests/${draft.id}/view`,
      headers: guest,
    });
    expect(guestView.statusCode, guestView.body).toBe(204);
    await call('POST', `/v3/signature-requests/${draft.id}/view`, who.signer);

    const events = await call('GET', `/v3/signature-requests/${draft.id}/events`, who.owner);
    expectContractResponse('listSignatureRequestEvents', events);
    const named = (body: { events: { type: string; actor?: string; actor_name?: string }[] }) =>
      body.events.map(({ type, actor, actor_name }) => [type, actor, actor_name]);
    expect(named(events.json())).toEqual([
      ['CREATED', who.owner.email, 'Olivia Example'],
      ['INITIATED', who.owner.email, 'Olivia Example'],
      ['SIGNER_ADDED', who.owner.email, 'Olivia Example'],
      ['VIEWED', 'named-guest@example.test', 'Gina Guest'],
      ['VIEWED', who.signer.email, 'Sam Example'],
    ]);
    const direct = await t.app.inject({
      url: `/v3/direct/signature-requests/${draft.id}/events`,
      headers: guest,
    });
    expectContractResponse('listDirectSignatureRequestEvents', direct);
    expect(named(direct.json())).toEqual(named(events.json()));
  });

  it('a locked request refuses changes', async () => {
    const draft = await createDraft(t.app, who.owner, [who.signer.email]);
    await initiate(t.app, who.owner, draft.id);
    await t.app.db.execute(
      sql`update signature_requests set locked_by = 'sig_x', locked_until = ${new Date(clock.now().getTime() + 60_000)} where id = ${draft.id}`,
    );
    const lock = await call('GET', `/v3/signature-requests/${draft.id}/lock-status`, who.owner);
    expect(lock.json()).toMatchObject({ locked: true, locked_by: 'sig_x' });
    const decline = await call('POST', `/v3/signature-requests/${draft.id}/decline`, who.signer, {
      message: 'x',
    });
    expect(decline.statusCode).toBe(409);
    expect(decline.json().code).toBe('REQUEST_LOCKED');
  });
});
