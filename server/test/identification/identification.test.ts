import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses, identifications, users } from '../../src/db/schema';
import { build, createClock } from '../build';
import { captureMail } from '../mail-capture';
import { people, type Person } from '../requests/lifecycle-setup';
import { problemCode, sendRequest } from '../signing/sign-setup';
import { atProvider, businessPeople, get, IDENTITY, SECRET, startIdentification } from './setup';

const mail = captureMail();
const clock = createClock(new Date());
const t = build({
  now: clock.now,
  mail: { mailer: mail.mailer, publicUrl: 'https://app.test' },
  identification: {
    webhookSecret: SECRET,
    sandbox: { reviewMs: 0, activationMs: 0, slowReviewMs: 0 },
  },
});

const ZERTES_VIDEO = '/v1/user/identification/intrum/video';

/**
 * Someone invited to an advanced request of a business that pays invitees' identifications
 * (plan scale), who has no identification yet.
 */
async function invitedToAdvanced(quality = 'AES', legislation = 'ZERTES') {
  const who = await businessPeople(t.app);
  const request = await sendRequest(t.app, who.owner, [who.signer.email], {
    quality,
    legislation,
  });
  return { who, request };
}

async function userRow(email: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  return row!;
}

const methodNames = (options: { method: string }[]) => options.map((option) => option.method);
const COVERED = { eidas: ['video', 'robo', 'id-austria'], zertes: ['video', 'loc', 'autoident'] };
const UNCOVERED = { eidas: ['id-austria', 'external-sc'], zertes: ['loc', 'external-sc'] };

/** What `person` is offered for the request, as method names, and the payment answer. */
async function coverageOf(person: Person, requestId: string) {
  const response = await get(
    t.app,
    person,
    `/v1/user/identification/methods?signatureRequestId=${requestId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  expectContractResponse('listIdentificationMethods', response);
  const methods = response.json();
  const payment = await get(t.app, person, `/v1/user/identification/payment/${requestId}`);
  expect(payment.statusCode, payment.body).toBe(200);
  expectContractResponse('getIdentificationPayment', payment);
  expect(payment.json().covered).toBe(methods.covered);
  return {
    covered: methods.covered as boolean,
    eidas: methodNames(methods.eidas),
    // mobile-id is an account's either way.
    zertes: methodNames(methods.zertes).filter((method) => method !== 'mobile-id'),
  };
}

describe('which methods are offered (coverage by the request’s business, spec §9)', () => {
  it('a business whose plan pays invitations covers an invitee: video, self and auto are offered', async () => {
    const who = await businessPeople(t.app, 'scale');
    const request = await sendRequest(t.app, who.owner, [who.signer.email], { quality: 'AES' });
    expect(await coverageOf(who.signer, request.id)).toEqual({ covered: true, ...COVERED });
  });

  it('a plan that pays only members covers a member, not an invitee', async () => {
    const who = await businessPeople(t.app, 'pro');
    const request = await sendRequest(t.app, who.owner, [who.member.email, who.signer.email], {
      quality: 'QES',
    });
    expect(await coverageOf(who.member, request.id)).toEqual({ covered: true, ...COVERED });
    expect(await coverageOf(who.signer, request.id)).toEqual({ covered: false, ...UNCOVERED });
  });

  it('a plan without licences covers nobody, a member neither', async () => {
    const who = await businessPeople(t.app, 'team');
    const request = await sendRequest(t.app, who.owner, [who.member.email, who.signer.email], {
      quality: 'QES',
    });
    expect(await coverageOf(who.member, request.id)).toEqual({ covered: false, ...UNCOVERED });
    expect(await coverageOf(who.signer, request.id)).toEqual({ covered: false, ...UNCOVERED });
  });

  it('a request sent without a business covers nothing', async () => {
    const who = await people(t.app);
    const request = await sendRequest(t.app, who.owner, [who.signer.email], { quality: 'QES' });
    expect(await coverageOf(who.signer, request.id)).toEqual({ covered: false, ...UNCOVERED });
  });

  it('a request under one legislation is covered under that one only', async () => {
    const who = await businessPeople(t.app);
    const request = await sendRequest(t.app, who.owner, [who.signer.email], {
      quality: 'QES',
      legislation: 'ZERTES',
    });
    expect(await coverageOf(who.signer, request.id)).toEqual({
      covered: true,
      eidas: UNCOVERED.eidas,
      zertes: COVERED.zertes,
    });
    const eidasVideo = await t.app.inject({
      method: 'POST',
      url: '/v1/user/identification/srs/video',
      headers: who.signer.headers,
      payload: { signatureRequestId: request.id },
    });
    expect(eidasVideo.statusCode).toBe(403);
    expect(problemCode(eidasVideo)).toBe('IDENTIFICATION_METHOD_NOT_OFFERED');
  });

  it('a closed request or a locked business covers nothing', async () => {
    const who = await businessPeople(t.app);
    const withdrawn = await sendRequest(t.app, who.owner, [who.signer.email], { quality: 'QES' });
    const withdraw = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${withdrawn.id}/withdraw`,
      headers: who.owner.headers,
      payload: { message: 'Changed terms' },
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect(await coverageOf(who.signer, withdrawn.id)).toEqual({ covered: false, ...UNCOVERED });

    const open = await sendRequest(t.app, who.owner, [who.signer.email], { quality: 'QES' });
    expect((await coverageOf(who.signer, open.id)).covered).toBe(true);
    await t.app.db
      .update(businesses)
      .set({ paymentMethod: 'BLOCKED' })
      .where(eq(businesses.id, who.business.id));
    expect(await coverageOf(who.signer, open.id)).toEqual({ covered: false, ...UNCOVERED });
  });

  it('the business pays (paid_by_business_id) only what it covers', async () => {
    const who = await businessPeople(t.app, 'pro');
    const request = await sendRequest(t.app, who.owner, [who.member.email, who.signer.email], {
      quality: 'QES',
      legislation: 'ZERTES',
    });
    const paidBy = async (person: Person, path: string) => {
      const started = await startIdentification(t.app, person.headers, path, {
        signatureRequestId: request.id,
      });
      const [row] = await t.app.db
        .select({ paidBy: identifications.paidByBusinessId })
        .from(identifications)
        .where(eq(identifications.id, started.id));
      return row!.paidBy;
    };
    expect(await paidBy(who.member, ZERTES_VIDEO)).toBe(who.business.id);
    expect(await paidBy(who.signer, '/v1/user/identification/intrum/loc')).toBeNull();
  });

  it('without a request nothing is paid: eIDAS id-austria and external-sc, ZertES loc and external-sc', async () => {
    const { who } = await invitedToAdvanced();
    const methods = (await get(t.app, who.signer, '/v1/user/identification/methods')).json();
    expect(methods.covered).toBe(false);
    expect(methods.eidas.map((o: { method: string }) => o.method)).toEqual([
      'id-austria',
      'external-sc',
    ]);
    expect(methods.zertes.map((o: { method: string }) => o.method)).toEqual([
      'loc',
      'external-sc',
      'mobile-id',
    ]);
  });

  it('a simple request pays nothing, and a request the caller does not sign is not found', async () => {
    const who = await businessPeople(t.app);
    const simple = await sendRequest(t.app, who.owner, [who.signer.email]);
    const payment = await get(t.app, who.signer, `/v1/user/identification/payment/${simple.id}`);
    expect(payment.json()).toEqual({ covered: false });
    // The business's member has no part in it, like any stranger.
    for (const person of [who.member, who.owner]) {
      const response = await get(t.app, person, `/v1/user/identification/payment/${simple.id}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('a method not offered is refused and nothing is started', async () => {
    const { who } = await invitedToAdvanced();
    const response = await t.app.inject({
      method: 'POST',
      url: ZERTES_VIDEO,
      headers: who.signer.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(problemCode(response)).toBe('IDENTIFICATION_METHOD_NOT_OFFERED');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/user/identification/srs/autoident',
      headers: who.signer.headers,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const { id } = await userRow(who.signer.email);
    expect(
      await t.app.db.select().from(identifications).where(eq(identifications.userId, id)),
    ).toEqual([]);
  });
});

describe('an identification through the sandbox provider', () => {
  it('starts once, is in progress at the provider, succeeds, and gives the user QES under ZertES', async () => {
    const { who, request } = await invitedToAdvanced();
    const body = {
      signatureRequestId: request.id,
      returnPath: '/profile/signature-standards/zertes/video?sr=x',
    };
    const started = await startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, body);
    expect(started).toMatchObject({ status: 'initialized', certificateReady: false });
    expect(started.url).toMatch(/^https:\/\/app\.test\/sandbox\/identification\/sbx_/);
    // A second click answers the running one.
    const again = await startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, body);
    expect(again.id).toBe(started.id);

    const page = await t.app.inject({ method: 'GET', url: new URL(started.url!).pathname });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Sam');
    await t.app.identification.sandbox.idle();
    const running = await get(t.app, who.signer, ZERTES_VIDEO);
    expectContractResponse('getIdentification', running);
    expect(running.json().status).toBe('inprogress');

    const back = await atProvider(t.app, started.url!, 'succeed');
    expect(back).toBe(
      `https://app.test/profile/signature-standards/zertes/video?sr=x&identification=${started.id}`,
    );
    const done = (await get(t.app, who.signer, ZERTES_VIDEO)).json();
    expect(done).toMatchObject({
      status: 'success',
      certificateReady: true,
      url: null,
      identity: IDENTITY,
      nameMismatch: true,
    });
    const user = (await get(t.app, who.signer, '/v1/user')).json();
    expect(user.signatureQualities.qes).toEqual({ zertes: { quality: 'qes' } });
    expect(user.highestQuality).toBe('qes');
    expect(user.firstName).toBe('Samuel');
    expect(user.attributes.immutable_eid_fields).toEqual(['firstName', 'lastName']);

    // Already identified: a second identification at that level is refused.
    const twice = await t.app.inject({
      method: 'POST',
      url: ZERTES_VIDEO,
      headers: who.signer.headers,
      payload: body,
    });
    expect(twice.statusCode).toBe(409);
    expect(problemCode(twice)).toBe('ALREADY_IDENTIFIED');
  });

  it('the verified name is fixed: the profile refuses another one and changes nothing', async () => {
    const { who, request } = await invitedToAdvanced();
    const started = await startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, {
      signatureRequestId: request.id,
    });
    await atProvider(t.app, started.url!, 'succeed');
    const user = (await get(t.app, who.signer, '/v1/user')).json();
    const update = await t.app.inject({
      method: 'PUT',
      url: '/v1/user',
      headers: who.signer.headers,
      payload: { firstName: 'Someone', lastName: user.lastName, lang: 'en-gb' },
    });
    expect(update.statusCode, update.body).toBe(409);
    expect(problemCode(update)).toBe('IDENTITY_FIXED');
    expect((await userRow(who.signer.email)).firstName).toBe('Samuel');
  });

  it('a failed or abandoned identification gives nothing and says why', async () => {
    for (const [outcome, reason] of [
      ['fail', 'rejected'],
      ['abandon', 'aborted'],
    ] as const) {
      const { who, request } = await invitedToAdvanced();
      const started = await startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, {
        signatureRequestId: request.id,
      });
      await atProvider(t.app, started.url!, outcome);
      const state = (await get(t.app, who.signer, ZERTES_VIDEO)).json();
      expect(state).toMatchObject({
        status: 'failure',
        failureReason: reason,
        certificateReady: false,
      });
      const row = await userRow(who.signer.email);
      expect(row.signatureQualities).toEqual({});
      expect(row.identity).toBeNull();
      expect(row.firstName).toBe('Sam');
    }
  });

  it('another person cannot bind to an identified account: identity mismatch, nothing changes', async () => {
    const { who, request } = await invitedToAdvanced('QES', 'ZERTES');
    const first = await startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, {
      signatureRequestId: request.id,
    });
    await atProvider(t.app, first.url!, 'succeed');
    const before = await userRow(who.signer.email);
    const eidas = await sendRequest(t.app, who.owner, [who.signer.email], {
      quality: 'QES',
      legislation: 'EIDAS',
    });
    const second = await startIdentification(
      t.app,
      who.signer.headers,
      '/v1/user/identification/srs/video',
      {
        signatureRequestId: eidas.id,
      },
    );
    await atProvider(t.app, second.url!, 'succeed', { ...IDENTITY, birthDate: '1970-01-01' });
    const state = (await get(t.app, who.signer, '/v1/user/identification/srs/video')).json();
    expect(state).toMatchObject({ status: 'failure', failureReason: 'identity_mismatch' });
    expect(await userRow(who.signer.email)).toEqual(before);
  });

  it('two starts at the same moment (double click, second tab) open one transaction', async () => {
    const { who, request } = await invitedToAdvanced();
    const body = { signatureRequestId: request.id };
    // A real provider answers over the network: its start takes a while.
    const providers = t.app.identification.providers;
    const original = providers.provider;
    const starts = vi.fn();
    providers.provider = (name) => {
      const provider = original(name);
      return {
        ...provider,
        start: async (startRequest) => {
          starts();
          await new Promise((resolve) => setTimeout(resolve, 100));
          return provider.start(startRequest);
        },
      };
    };
    try {
      const [first, second] = await Promise.all([
        startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, body),
        startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, body),
      ]);
      expect(second.id).toBe(first.id);
      expect(starts).toHaveBeenCalledTimes(1);
      const { id } = await userRow(who.signer.email);
      const rows = await t.app.db
        .select()
        .from(identifications)
        .where(eq(identifications.userId, id));
      expect(rows.map((row) => row.id)).toEqual([first.id]);
    } finally {
      providers.provider = original;
    }
  });

  it('cancelling stops a running identification; a finished one cannot be cancelled', async () => {
    const { who, request } = await invitedToAdvanced();
    await startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, {
      signatureRequestId: request.id,
    });
    const cancel = () =>
      t.app.inject({ method: 'DELETE', url: ZERTES_VIDEO, headers: who.signer.headers });
    expect((await cancel()).statusCode).toBe(204);
    expect((await get(t.app, who.signer, ZERTES_VIDEO)).json()).toMatchObject({
      status: 'failure',
      failureReason: 'aborted',
      url: null,
    });
    expect((await cancel()).statusCode).toBe(409);
  });

  it('a session left past its deadline reads as expired without being written', async () => {
    const { who, request } = await invitedToAdvanced();
    const started = await startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, {
      signatureRequestId: request.id,
    });
    const [before] = await t.app.db
      .select()
      .from(identifications)
      .where(eq(identifications.id, started.id));
    clock.advance(2 * 60 * 60_000);
    try {
      const state = (await get(t.app, who.signer, ZERTES_VIDEO)).json();
      expect(state).toMatchObject({ status: 'failure', failureReason: 'expired', url: null });
      const [after] = await t.app.db
        .select()
        .from(identifications)
        .where(eq(identifications.id, started.id));
      expect(after).toEqual(before);
      // The next start begins a new transaction.
      const next = await startIdentification(t.app, who.signer.headers, ZERTES_VIDEO, {
        signatureRequestId: request.id,
      });
      expect(next.id).not.toBe(started.id);
    } finally {
      clock.advance(-2 * 60 * 60_000);
    }
  });
});
