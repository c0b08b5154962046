import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessMembers, users } from '../../src/db/schema';
import { build } from '../build';
import { people } from '../requests/lifecycle-setup';
import { sendRequest, setUser, sign } from '../signing/sign-setup';
import { createBusiness } from './setup';

const t = build();

async function creditsOf(email: string) {
  const [row] = await t.app.db
    .select({ id: users.id, attributes: users.attributes })
    .from(users)
    .where(eq(users.email, email));
  return { id: row!.id, credits: row!.attributes.free_signatures_remaining };
}

describe('signing credits follow business membership (spec §1, §6)', () => {
  it('a member signs without credits and spends none; once out of the business, they count', async () => {
    const who = await people(t.app);
    const { business } = await createBusiness(t.app);
    const signer = await creditsOf(who.signer.email);
    await setUser(t.app, who.signer.email, {
      attributes: { free_account_type: ['free_v1'], free_signatures_remaining: ['0'] },
    });
    await t.app.db
      .insert(businessMembers)
      .values({ userId: signer.id, businessId: business.id, role: 'member' });

    const first = await sendRequest(t.app, who.owner, [who.signer.email]);
    const signed = await sign(t.app, who.signer, {
      requestId: first.id,
      documentId: first.documentId,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await creditsOf(who.signer.email)).credits).toEqual(['0']);

    await t.app.db.delete(businessMembers).where(eq(businessMembers.userId, signer.id));
    const second = await sendRequest(t.app, who.owner, [who.signer.email]);
    const refused = await sign(t.app, who.signer, {
      requestId: second.id,
      documentId: second.documentId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SIGNATURES_EXHAUSTED');
  }, 60_000);

  it('a member of a cancelled business (plan CANCELED) is metered as a free user', async () => {
    const who = await people(t.app);
    const { business } = await createBusiness(t.app, { pricePlan: 'CANCELED', trialEndsAt: null });
    const signer = await creditsOf(who.signer.email);
    await setUser(t.app, who.signer.email, {
      attributes: { free_account_type: ['free_v1'], free_signatures_remaining: ['1'] },
    });
    await t.app.db
      .insert(businessMembers)
      .values({ userId: signer.id, businessId: business.id, role: 'member' });

    const first = await sendRequest(t.app, who.owner, [who.signer.email]);
    const signed = await sign(t.app, who.signer, {
      requestId: first.id,
      documentId: first.documentId,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await creditsOf(who.signer.email)).credits).toEqual(['0']);

    const second = await sendRequest(t.app, who.owner, [who.signer.email]);
    const refused = await sign(t.app, who.signer, {
      requestId: second.id,
      documentId: second.documentId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SIGNATURES_EXHAUSTED');
  }, 60_000);
});
