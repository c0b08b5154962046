import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { identifications, users, webhookEvents } from '../../src/db/schema';
import { signWebhook } from '../../src/domain/webhook-signature';
import { build, createClock } from '../build';
import { captureMail } from '../mail-capture';
import { sendRequest } from '../signing/sign-setup';
import { businessPeople, IDENTITY, SECRET, startIdentification, webhook } from './setup';

const mail = captureMail();
const clock = createClock(new Date());
// The sandbox never reaches the webhook here: these tests are the provider.
const t = build({
  now: clock.now,
  mail: { mailer: mail.mailer, publicUrl: 'https://app.test' },
  identification: { webhookSecret: SECRET, sandbox: { reviewMs: 3_600_000 } },
});

let reference: string;
let identificationId: string;
let signerEmail: string;
let eventCount = 0;

const event = (type: string, data: object = {}) => ({
  id: `evt_test_${(eventCount += 1)}`,
  type,
  created: Math.floor(clock.now().getTime() / 1000),
  data: { reference, ...data },
});

async function state() {
  const [row] = await t.app.db
    .select()
    .from(identifications)
    .where(eq(identifications.id, identificationId));
  const [user] = await t.app.db.select().from(users).where(eq(users.email, signerEmail));
  const events = await t.app.db.select().from(webhookEvents);
  return { row, user, events };
}

beforeEach(async () => {
  const who = await businessPeople(t.app);
  const request = await sendRequest(t.app, who.owner, [who.signer.email], {
    quality: 'QES',
    legislation: 'ZERTES',
  });
  const started = await startIdentification(
    t.app,
    who.signer.headers,
    '/v1/user/identification/intrum/video',
    { signatureRequestId: request.id },
  );
  identificationId = started.id;
  signerEmail = who.signer.email;
  [{ reference }] = (await t.app.db
    .select({ reference: identifications.reference })
    .from(identifications)
    .where(eq(identifications.id, started.id))) as [{ reference: string }];
});

describe('the identification webhook', () => {
  it('applies a genuine event once', async () => {
    const started = event('identification.started');
    const first = await webhook(t.app, started);
    expect(first.statusCode, first.body).toBe(200);
    expectContractResponse('receiveIdentificationWebhook', first);
    expect(first.json()).toEqual({ received: true, applied: true });
    expect((await state()).row?.status).toBe('inprogress');
    // Delivered again (providers retry): acknowledged, not applied again.
    const before = await state();
    const second = await webhook(t.app, started);
    expect(second.json()).toEqual({ received: true, applied: false });
    expect(await state()).toEqual(before);
  });

  it('refuses a bad signature and changes nothing', async () => {
    const before = await state();
    const forged = await webhook(t.app, event('identification.succeeded', { identity: IDENTITY }), {
      secret: 'whsec_guessed',
    });
    expect(forged.statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('refuses a replay of a genuine delivery after five minutes and changes nothing', async () => {
    const before = await state();
    const replay = await webhook(t.app, event('identification.succeeded', { identity: IDENTITY }), {
      at: new Date(clock.now().getTime() - 6 * 60_000),
    });
    expect(replay.statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('refuses a body other than the one signed (signature over the raw bytes)', async () => {
    const before = await state();
    const signed = JSON.stringify(event('identification.failed', { reason: 'rejected' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/identification/intrum',
      headers: {
        'content-type': 'application/json',
        'identification-signature': signWebhook(
          SECRET,
          signed,
          Math.floor(clock.now().getTime() / 1000),
        ),
      },
      payload: signed.replace('rejected', 'aborted'),
    });
    expect(response.statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('answers an unknown transaction with 404 and changes nothing', async () => {
    const before = await state();
    const unknown = await webhook(t.app, {
      ...event('identification.started'),
      data: { reference: 'sbx_nobody' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('another provider’s transaction is unknown to this provider', async () => {
    const before = await state();
    const response = await webhook(t.app, event('identification.started'), { provider: 'srs' });
    expect(response.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('ignores events out of order: a certificate before the identity, a start after the result', async () => {
    const before = await state();
    const early = await webhook(t.app, event('certificate.ready'));
    expect(early.json()).toEqual({ received: true, applied: false });
    expect(await state()).toEqual(before);

    await webhook(t.app, event('identification.succeeded', { identity: IDENTITY }));
    const succeeded = await state();
    expect(succeeded.row?.status).toBe('success');
    expect(succeeded.user?.signatureQualities).toEqual({});
    const late = await webhook(t.app, event('identification.started'));
    expect(late.json()).toEqual({ received: true, applied: false });
    const lateFailure = await webhook(
      t.app,
      event('identification.failed', { reason: 'rejected' }),
    );
    expect(lateFailure.json()).toEqual({ received: true, applied: false });
    expect(await state()).toEqual(succeeded);

    // In order, the certificate then grants the quality.
    await webhook(t.app, event('certificate.ready'));
    const ready = await state();
    expect(ready.row?.certificateReady).toBe(true);
    expect(ready.user?.signatureQualities).toEqual({ qes: { zertes: { quality: 'qes' } } });
  });

  it('refuses a malformed event before looking at it', async () => {
    const before = await state();
    const response = await webhook(t.app, {
      id: 'evt_x',
      type: 'identification.exploded',
      created: 1,
      data: { reference },
    });
    expect(response.statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });
});
