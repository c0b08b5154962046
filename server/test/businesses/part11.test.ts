import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { businesses, signatureRequests } from '../../src/db/schema';
import { DEFAULT_SETTINGS } from '../../src/domain/businesses/settings';
import { build } from '../build';
import { bearer, createUser, login } from '../fixtures';
import { pdfBase64 } from '../requests/lifecycle-setup';
import { createBusiness } from './setup';

const t = build();

const PART11_ON = {
  ...DEFAULT_SETTINGS,
  signatureRequests: { ...DEFAULT_SETTINGS.signatureRequests, part11: { enabled: true } },
};

async function draft(headers: Record<string, string>, quality: 'SES' | 'PART11') {
  return t.app.inject({
    method: 'POST',
    url: '/v3/signature-requests',
    headers,
    payload: {
      title: 'Batch record',
      documents: [{ name: 'record.pdf', content: await pdfBase64() }],
      signatures: [{ signer_identity_data: { email_address: 'qa@example.test' } }],
      quality,
    },
  });
}

const signIn = async (user: { email: string; password: string }) =>
  bearer(await login(t.app, user));
const requestCount = async () => (await t.app.db.select().from(signatureRequests)).length;

describe('Part 11 requests', () => {
  it('may be created and sent by members and admins of a business that switched them on', async () => {
    const { business, admin, members } = await createBusiness(t.app, {
      members: 1,
      settings: PART11_ON,
    });
    for (const person of [admin, members[0]!]) {
      const headers = await signIn(person);
      const created = await draft(headers, 'PART11');
      expectContractResponse('createSignatureRequest', created);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ quality: 'PART11', business_id: business.id });
      const sent = await t.app.inject({
        method: 'POST',
        url: `/v3/signature-requests/${created.json().id}/initiate`,
        headers,
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
  });

  it('are refused to a free user and to a business without them, creating nothing', async () => {
    const { members } = await createBusiness(t.app, { members: 1 });
    for (const person of [await createUser(t.app), members[0]!]) {
      const headers = await signIn(person);
      const before = await requestCount();
      const refused = await draft(headers, 'PART11');
      expectContractResponse('createSignatureRequest', refused);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PART11_NOT_ENABLED');
      expect(await requestCount()).toBe(before);
      // Any other quality is theirs as before.
      expect((await draft(headers, 'SES')).statusCode).toBe(201);
    }
  });

  it('cannot be chosen for a draft later, nor sent once the business switched them off', async () => {
    const { business, members } = await createBusiness(t.app, { members: 1, settings: PART11_ON });
    const headers = await signIn(members[0]!);
    const id = (await draft(headers, 'PART11')).json().id as string;
    const ses = (await draft(headers, 'SES')).json().id as string;
    await t.app.db
      .update(businesses)
      .set({ settings: DEFAULT_SETTINGS })
      .where(eq(businesses.id, business.id));

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/v3/signature-requests/${ses}`,
      headers,
      payload: { title: 'Batch record', quality: 'PART11' },
    });
    expectContractResponse('updateSignatureRequest', changed);
    expect(changed.json().code).toBe('PART11_NOT_ENABLED');
    const [row] = await t.app.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, ses));
    expect(row?.quality).toBe('SES');

    const sent = await t.app.inject({
      method: 'POST',
      url: `/v3/signature-requests/${id}/initiate`,
      headers,
    });
    expectContractResponse('initiateSignatureRequest', sent);
    expect(sent.json().code).toBe('PART11_NOT_ENABLED');
    const [draftRow] = await t.app.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, id));
    expect(draftRow?.statusOverall).toBe('DRAFT');
  });

  it('a member cannot file a request under another business', async () => {
    const { members } = await createBusiness(t.app, { members: 1, settings: PART11_ON });
    const other = await createBusiness(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: await signIn(members[0]!),
      payload: {
        title: 'Batch record',
        documents: [{ name: 'record.pdf', content: await pdfBase64() }],
        signatures: [],
        business_id: other.business.id,
      },
    });
    expect(response.statusCode).toBe(403);
  });
});
