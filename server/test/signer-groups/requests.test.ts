import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { createSession } from '../../src/domain/accounts/sessions';
import { build } from '../build';
import { bearer, createUser } from '../fixtures';
import { captureMail } from '../mail-capture';
import { as, codeOf } from '../businesses/people-setup';
import { createBusiness } from '../businesses/setup';
import { pdfBase64, type Person } from '../requests/lifecycle-setup';
import { sign, snapshot } from '../signing/sign-setup';
import { board, groupTables } from './setup';

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

type Account = Awaited<ReturnType<typeof createUser>>;
type Row = { sid: string; account_email: string; status_code: string; signer_group_id?: string };

async function personOf(account: Account): Promise<Person> {
  const { token } = await createSession({ db: t.app.db, now: t.app.now() }, account.id);
  return { email: account.email, headers: bearer(token) };
}

/** A business whose admin sends, with a group of its two members. */
async function boardSetup() {
  const { business, admin, members } = await createBusiness(t.app, { members: 3 });
  const [dana, max, eve] = members as [Account, Account, Account];
  const made = await as(t.app, admin, 'POST', '/v3/groups', {
    ...board([dana.email, max.email]),
    business_id: business.id,
  });
  expect(made.statusCode, made.body).toBe(201);
  return {
    admin,
    owner: await personOf(admin),
    dana: await personOf(dana),
    max: await personOf(max),
    eve: await personOf(eve),
    groupId: made.json().id as string,
  };
}

async function createDraft(owner: Person, signatures: object[]) {
  return t.app.inject({
    method: 'POST',
    url: '/v3/signature-requests',
    headers: owner.headers,
    payload: {
      title: 'Board resolution',
      documents: [{ name: 'resolution.pdf', content: await pdfBase64() }],
      signatures,
    },
  });
}

async function sendToGroup(owner: Person, signatures: object[]) {
  const created = await createDraft(owner, signatures);
  expect(created.statusCode, created.body).toBe(201);
  expectContractResponse('createSignatureRequest', created);
  const draft = created.json<{ id: string; documents: { id: string }[] }>();
  const sent = await t.app.inject({
    method: 'POST',
    url: `/v3/signature-requests/${draft.id}/initiate`,
    headers: owner.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return {
    id: draft.id,
    documentId: draft.documents[0]!.id,
    rows: sent.json().signatures as Row[],
  };
}

async function rowsOf(owner: Person, id: string) {
  const response = await t.app.inject({
    url: `/v3/signature-requests/${id}`,
    headers: owner.headers,
  });
  expectContractResponse('getSignatureRequest', response);
  const body = response.json<{ status_overall: string; signatures: Row[] }>();
  return {
    status: body.status_overall,
    byEmail: Object.fromEntries(body.signatures.map((row) => [row.account_email, row])),
  };
}

const mailsTo = (email: string, since: number) =>
  mail.messages.slice(since).filter((message) => message.to === email);

describe('requests to a signer group', () => {
  it('invites every member; the first to sign signs for the group, the others close', async () => {
    const { owner, dana, max, eve, groupId } = await boardSetup();
    const before = mail.messages.length;
    const request = await sendToGroup(owner, [
      { signer_group_id: groupId, sequence: 1 },
      { signer_identity_data: { email_address: eve.email }, sequence: 2 },
    ]);
    expect(
      request.rows.map((row) => [row.account_email, row.status_code, row.signer_group_id]),
    ).toEqual([
      [dana.email, 'OPEN', groupId],
      [max.email, 'OPEN', groupId],
      [eve.email, 'WAITING', undefined],
    ]);
    expect(mailsTo(dana.email, before)).toHaveLength(1);
    expect(mailsTo(max.email, before)).toHaveLength(1);
    expect(mailsTo(eve.email, before)).toHaveLength(0);

    const signed = await sign(t.app, dana, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const after = await rowsOf(owner, request.id);
    expect(after.status).toBe('OPEN');
    expect(after.byEmail[dana.email]?.status_code).toBe('SIGNED');
    expect(after.byEmail[max.email]?.status_code).toBe('WITHDRAWN');
    // The group's turn is over: the next in the order is invited.
    expect(after.byEmail[eve.email]?.status_code).toBe('OPEN');
    expect(mailsTo(eve.email, before)).toHaveLength(1);

    const status = await t.app.inject({
      url: `/v3/signature-requests/${request.id}/status`,
      headers: max.headers,
    });
    expect(status.json()).toMatchObject({
      signature_status: 'WITHDRAWN',
      signatures_count: 2,
      signed_count: 1,
    });

    const unchanged = await snapshot(t.app, request.id);
    const late = await sign(t.app, max, { requestId: request.id, documentId: request.documentId });
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('INVALID_STATE');
    expect(late.json().message).toMatch(/signer group/);
    expect(await snapshot(t.app, request.id)).toEqual(unchanged);

    const sinceSigning = mail.messages.length;
    const reminded = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${request.id}/remind`,
      headers: owner.headers,
    });
    expect(reminded.statusCode, reminded.body).toBe(202);
    expect(mailsTo(eve.email, sinceSigning)).toHaveLength(1);
    expect(mailsTo(max.email, sinceSigning)).toHaveLength(0);

    const last = await sign(t.app, eve, { requestId: request.id, documentId: request.documentId });
    expect(last.statusCode, last.body).toBe(200);
    expect((await rowsOf(owner, request.id)).status).toBe('SIGNED');
    // The member who did not sign hears nothing more, not even the completion.
    expect(mailsTo(max.email, sinceSigning)).toHaveLength(0);
    expect(mailsTo(dana.email, sinceSigning).length).toBeGreaterThan(0);
  });

  it('completes when a group alone is asked and one member signs', async () => {
    const { owner, dana, max, groupId } = await boardSetup();
    const request = await sendToGroup(owner, [{ signer_group_id: groupId }]);
    const signed = await sign(t.app, max, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const after = await rowsOf(owner, request.id);
    expect(after.status).toBe('SIGNED');
    expect(after.byEmail[dana.email]?.status_code).toBe('WITHDRAWN');
  });

  it('declines the request when a member declines', async () => {
    const { owner, dana, groupId } = await boardSetup();
    const request = await sendToGroup(owner, [{ signer_group_id: groupId }]);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${request.id}/decline`,
      headers: dana.headers,
      payload: { message: 'Not this quarter.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await rowsOf(owner, request.id)).status).toBe('DECLINED');
  });

  it('adds a group to an open request: each member is invited', async () => {
    const { owner, dana, max, eve, groupId } = await boardSetup();
    const request = await sendToGroup(owner, [
      { signer_identity_data: { email_address: eve.email } },
    ]);
    const before = mail.messages.length;
    const added = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${request.id}/signatures`,
      headers: owner.headers,
      payload: { signer_group_id: groupId },
    });
    expect(added.statusCode, added.body).toBe(201);
    expectContractResponse('addSigner', added);
    expect(added.json()).toMatchObject({ signer_group_id: groupId, status_code: 'OPEN' });
    expect(mailsTo(dana.email, before)).toHaveLength(1);
    expect(mailsTo(max.email, before)).toHaveLength(1);
  });

  it('takes a removed member off open requests, and refuses to leave a group with nobody', async () => {
    const { admin, owner, dana, max, eve, groupId } = await boardSetup();
    const request = await sendToGroup(owner, [{ signer_group_id: groupId }]);

    const swapped = await as(
      t.app,
      admin,
      'PUT',
      `/v3/groups/${groupId}`,
      board([dana.email, eve.email]),
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    const after = await rowsOf(owner, request.id);
    expect(after.byEmail[max.email]?.status_code).toBe('WITHDRAWN');
    expect(after.byEmail[dana.email]?.status_code).toBe('OPEN');
    // Added members are not added to requests already out.
    expect(after.byEmail[eve.email]).toBeUndefined();
    const removed = await sign(t.app, max, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(removed.statusCode).toBe(409);
    expect(codeOf(removed)).toBe('INVALID_STATE');

    const before = await groupTables(t.app);
    const emptied = await as(t.app, admin, 'PUT', `/v3/groups/${groupId}`, board([eve.email]));
    expect(emptied.statusCode).toBe(409);
    expectContractResponse('updateSignerGroup', emptied);
    expect(codeOf(emptied)).toBe('INVALID_STATE');
    expect(await groupTables(t.app)).toEqual(before);

    // Deleting the group leaves the request as it is.
    const deleted = await as(t.app, admin, 'DELETE', `/v1/groups/${groupId}`);
    expect(deleted.statusCode).toBe(204);
    const signed = await sign(t.app, dana, {
      requestId: request.id,
      documentId: request.documentId,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await rowsOf(owner, request.id)).status).toBe('SIGNED');
  });

  it('refuses groups the sender cannot use, and a member who is also named alone', async () => {
    const { owner, dana, groupId } = await boardSetup();
    const stranger = await personOf(await createUser(t.app));
    const before = await groupTables(t.app);
    const foreign = await createDraft(stranger, [{ signer_group_id: groupId }]);
    expect(foreign.statusCode).toBe(404);
    expectContractResponse('createSignatureRequest', foreign);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(foreign.body).not.toContain(dana.email);

    const both = await createDraft(owner, [
      { signer_group_id: groupId, signer_identity_data: { email_address: dana.email } },
    ]);
    expect(both.statusCode).toBe(400);

    const twice = await createDraft(owner, [
      { signer_identity_data: { email_address: dana.email } },
      { signer_group_id: groupId },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'signatures.1' });
    expect(await groupTables(t.app)).toEqual(before);
  });
});
