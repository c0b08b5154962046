import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../build';
import { captureMail } from '../mail-capture';
import { guestAuth, people, type Person } from '../requests/lifecycle-setup';
import { codeIn, sendRequest, sign, signBody } from '../signing/sign-setup';

// What the people on a request find in their mail: a guest gets one code (to sign), and the
// mails about the outcome say why each recipient gets them.

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people(t.app);
});

const call = (url: string, as: Person, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: as.headers, payload });

/** The reason line: the paragraph before "— Paraph". */
const reasonOf = (to: string) => mail.last(to).text.split('\n\n').at(-2);

const SENDER = 'You receive this message because you sent this request.';
const OBSERVER = 'You receive this message because you follow this request as an observer.';

describe('mails to the people on a request', () => {
  it('invites a guest with one mail and no confirmation code; the code comes when signing', async () => {
    const guest = 'one-code@example.test';
    const before = mail.messages.length;
    const request = await sendRequest(t.app, who.owner, [guest]);
    const toGuest = mail.messages.slice(before).filter((message) => message.to === guest);
    expect(toGuest.map((message) => message.subject)).toEqual([
      expect.stringMatching(/asks you to sign “Service agreement”$/),
    ]);
    expect(toGuest[0]?.text).toContain('When you sign, we send a one-time code to this address');
    expect(toGuest[0]?.text).not.toMatch(/\b\d{6}\b/);

    const auth = await guestAuth(t.app, request.sidOf(guest), request.id);
    const tan = await t.app.inject({ method: 'POST', url: '/v1/direct/tan/resend', headers: auth });
    expect(tan.statusCode, tan.body).toBe(202);
    expect(mail.last(guest).subject).toBe('Your Paraph signing code');
  });

  it('tells sender, observer, signer and guest why they get the completion mail', async () => {
    const guest = 'completed-guest@example.test';
    const request = await sendRequest(t.app, who.owner, [who.signer.email, guest], {
      observers: [who.observer.email],
    });
    const signed = await sign(t.app, who.signer, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const auth = await guestAuth(t.app, request.sidOf(guest), request.id);
    await t.app.inject({ method: 'POST', url: '/v1/direct/tan/resend', headers: auth });
    const guestSigned = await t.app.inject({
      method: 'POST',
      url: '/v3/direct/sign',
      headers: auth,
      payload: signBody(
        [{ requestId: request.id, documentId: request.documentId }],
        codeIn(mail.last(guest)),
      ),
    });
    expect(guestSigned.statusCode, guestSigned.body).toBe(200);

    for (const to of [who.owner.email, who.observer.email, who.signer.email, guest]) {
      expect(mail.last(to).subject, to).toBe('“Service agreement” has been signed by everyone');
    }
    expect(reasonOf(who.owner.email)).toBe(SENDER);
    expect(reasonOf(who.observer.email)).toBe(OBSERVER);
    const signer = 'You receive this message because you signed this request.';
    expect(reasonOf(who.signer.email)).toBe(signer);
    expect(reasonOf(guest)).toBe(signer);
    // The guest's mail carries their own link, as before.
    expect(mail.last(guest).link).toMatch(new RegExp(`/view/${request.id}/gl_`));
  });

  it('tells sender and observer why they hear of a decline', async () => {
    const request = await sendRequest(t.app, who.owner, [who.signer.email], {
      observers: [who.observer.email],
    });
    const url = `/v3/signature-requests/${request.id}/decline`;
    expect((await call(url, who.signer, { message: 'No' })).statusCode).toBe(200);
    expect(reasonOf(who.owner.email)).toBe(SENDER);
    expect(reasonOf(who.observer.email)).toBe(OBSERVER);
  });

  it('tells observer, signer and guest why they hear of a withdrawal', async () => {
    const guest = 'withdrawn-guest@example.test';
    const request = await sendRequest(t.app, who.owner, [who.signer.email, guest], {
      observers: [who.observer.email],
    });
    const url = `/v3/signature-requests/${request.id}/withdraw`;
    expect((await call(url, who.owner, { message: 'Changed terms' })).statusCode).toBe(200);
    expect(reasonOf(who.observer.email)).toBe(
      'You receive this message because you followed this request as an observer.',
    );
    const asked = 'You receive this message because you were asked to sign this request.';
    expect(reasonOf(who.signer.email)).toBe(asked);
    expect(reasonOf(guest)).toBe(asked);
  });
});
