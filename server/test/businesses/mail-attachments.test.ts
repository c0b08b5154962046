import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/domain/businesses/settings';
import type { StoredBusinessSettings } from '../../src/db/schema';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { captureMail } from '../mail-capture';
import type { Person } from '../requests/lifecycle-setup';
import { sendRequest, sign } from '../signing/sign-setup';
import { createBusiness } from './setup';

const mail = captureMail();
const t = build({ mail: { mailer: mail.mailer, publicUrl: 'https://app.test' } });

const mailService = (signedDocument: boolean, protocol: boolean): StoredBusinessSettings => ({
  ...DEFAULT_SETTINGS,
  mailService: {
    attachments: { signedDocument },
    signatureProtocol: { enabled: protocol, customisable: false },
  },
});

async function person(user: { email: string; password: string }): Promise<Person> {
  return { email: user.email, headers: bearer(await login(t.app, user)) };
}

/** Sends a one-document request from `owner` to a fresh signer, who signs it. */
async function completedBy(owner: Person) {
  const signer = await person(await createUser(t.app, { firstName: 'Sam' }));
  const request = await sendRequest(t.app, owner, [signer.email]);
  const before = mail.messages.length;
  const signed = await sign(t.app, signer, {
    requestId: request.id,
    documentId: request.documentId,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const completion = (to: string) =>
    mail.messages
      .slice(before)
      .find((m) => m.to === to && m.subject.includes('has been signed by everyone'));
  await expect.poll(() => completion(owner.email)).toBeDefined();
  return { owner: completion(owner.email)!, signer: completion(signer.email)! };
}

const names = (message: { attachments?: { filename: string }[] }) =>
  (message.attachments ?? []).map((file) => file.filename);

describe('the completion mail of a business’s request', () => {
  it('carries the signed PDF, and the protocol when that is on, for every recipient', async () => {
    const { admin } = await createBusiness(t.app, { settings: mailService(true, true) });
    const mails = await completedBy(await person(admin));
    for (const message of [mails.owner, mails.signer]) {
      expect(names(message)).toEqual(['agreement.pdf', 'signature-protocol.pdf']);
      for (const file of message.attachments ?? []) {
        expect(file.contentType).toBe('application/pdf');
        expect(Buffer.from(file.content).subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('carries the signed PDF alone when the protocol is off', async () => {
    const { members } = await createBusiness(t.app, {
      members: 1,
      settings: mailService(true, false),
    });
    const mails = await completedBy(await person(members[0]!));
    expect(names(mails.owner)).toEqual(['agreement.pdf']);
  });

  it('carries nothing when the business has not asked for it, nor for a free user', async () => {
    const { admin } = await createBusiness(t.app);
    expect(names((await completedBy(await person(admin))).owner)).toEqual([]);
    const free = await person(await createUser(t.app));
    expect(names((await completedBy(free)).owner)).toEqual([]);
  });
});
