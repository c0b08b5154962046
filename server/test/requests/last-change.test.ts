import { beforeAll, describe, expect, it } from 'vitest';
import { build, createClock } from '../build';
import { captureMail } from '../mail-capture';
import { sendRequest, sign } from '../signing/sign-setup';
import { people, type Person } from './lifecycle-setup';

// "Last change" in the app is the request's `updated_at`: every change of the request moves it
// (a signature, a decline, a withdrawal, a signer or observer added or removed); a look, a
// download or a reminder does not.

const clock = createClock();
const mail = captureMail();
const t = build({ now: clock.now, mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people(t.app);
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, as: Person, payload?: object) =>
  t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

async function updatedAt(id: string, as: Person = who.owner): Promise<string> {
  const response = await call('GET', `/v3/signature-requests/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ updated_at: string }>().updated_at;
}

/** The request as the dashboard lists it for `as`. */
async function listedUpdatedAt(id: string, as: Person): Promise<string | undefined> {
  const response = await call('GET', '/v3/signature-requests?view=all&size=100', as);
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json<{ items: { id: string; updated_at: string }[] }>().items;
  return items.find((item) => item.id === id)?.updated_at;
}

/** Moves the clock a minute on and returns the new time. */
const later = () => {
  clock.advance(60 * 1000);
  return clock.now().toISOString();
};

describe('the last change of a request', () => {
  it('moves with a signature, on the request and in the list, for everyone on it', async () => {
    const request = await sendRequest(t.app, who.owner, [who.signer.email, 'guest@example.test'], {
      observers: [who.observer.email],
    });
    const sent = await updatedAt(request.id);
    expect(sent).toBe(clock.now().toISOString());

    const signedAt = later();
    const signed = await sign(t.app, who.signer, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    // One of two signed: the request is still OPEN, yet it has changed.
    const status = await call('GET', `/v3/signature-requests/${request.id}/status`, who.owner);
    expect(status.json()).toMatchObject({ status_overall: 'OPEN', signed_count: 1 });
    expect(await updatedAt(request.id)).toBe(signedAt);
    expect(await updatedAt(request.id, who.observer)).toBe(signedAt);
    expect(await listedUpdatedAt(request.id, who.owner)).toBe(signedAt);
    expect(await listedUpdatedAt(request.id, who.signer)).toBe(signedAt);
  });

  it('stays put for a view, a download and a reminder', async () => {
    const request = await sendRequest(t.app, who.owner, [who.signer.email]);
    const sent = await updatedAt(request.id);
    later();
    expect(
      (await call('POST', `/v3/signature-requests/${request.id}/view`, who.signer)).statusCode,
    ).toBe(204);
    const download = await call('GET', `/v3/documents/${request.documentId}/download`, who.signer);
    expect(download.statusCode, download.body).toBe(200);
    expect(
      (await call('POST', `/v3/signature-requests/${request.id}/remind`, who.owner)).statusCode,
    ).toBe(202);
    expect(await updatedAt(request.id)).toBe(sent);
  });

  it('moves when signers and observers are added or removed, and with a decline', async () => {
    const request = await sendRequest(t.app, who.owner, [who.signer.email]);
    const signers = `/v3/signature-requests/${request.id}/signatures`;
    const observers = `/v3/signature-requests/${request.id}/observers`;

    const addedAt = later();
    const added = await call('POST', signers, who.owner, {
      signer_identity_data: { email_address: 'late@example.test' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await updatedAt(request.id)).toBe(addedAt);

    const removedAt = later();
    const sid = added.json<{ sid: string }>().sid;
    expect((await call('DELETE', `${signers}/${sid}`, who.owner)).statusCode).toBe(204);
    expect(await updatedAt(request.id)).toBe(removedAt);

    const observedAt = later();
    const observer = await call('POST', observers, who.owner, { email: who.observer.email });
    expect(observer.statusCode, observer.body).toBe(201);
    expect(await updatedAt(request.id)).toBe(observedAt);

    const unobservedAt = later();
    const oid = observer.json<{ id: string }>().id;
    expect((await call('DELETE', `${observers}/${oid}`, who.owner)).statusCode).toBe(204);
    expect(await updatedAt(request.id)).toBe(unobservedAt);

    const declinedAt = later();
    const declined = await call(
      'POST',
      `/v3/signature-requests/${request.id}/decline`,
      who.signer,
      {
        message: 'Not like this',
      },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await updatedAt(request.id)).toBe(declinedAt);
  });

  it('moves with a withdrawal', async () => {
    const request = await sendRequest(t.app, who.owner, [who.signer.email]);
    const withdrawnAt = later();
    const withdrawn = await call(
      'POST',
      `/v3/signature-requests/${request.id}/withdraw`,
      who.owner,
      {
        message: 'Changed terms',
      },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await updatedAt(request.id)).toBe(withdrawnAt);
  });
});
